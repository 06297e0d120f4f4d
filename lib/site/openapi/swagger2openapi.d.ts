// swagger2openapi ships no types; these cover the one call swagger2.ts makes.
declare module 'swagger2openapi' {
  export interface ConvertOptions {
    /** Fix small errors of the source instead of failing on them. */
    patch?: boolean;
    /** Add a warning instead of failing on errors that cannot be patched. */
    warnOnly?: boolean;
    /** Resolve with the converted document itself rather than the options object holding it. */
    direct?: boolean;
  }
  export function convertObj(swagger: object, options: ConvertOptions & { direct: true }): Promise<Record<string, unknown>>;
}

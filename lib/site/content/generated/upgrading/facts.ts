import { z } from 'zod';

// The parts of a version's `_data/ra-aid-cli.json` and OpenAPI file the upgrade page compares. The schemas are loose:
// the files hold much more, which other pages read.

const optionSchema = z.looseObject({
  flags: z.array(z.string()),
  dest: z.string(),
  positional: z.boolean().optional(),
  action: z.string(),
  argparse_type: z.string().nullable().optional(),
  choices: z.array(z.string()).nullable(),
  nargs: z.union([z.number(), z.string()]).nullable().optional(),
  required: z.boolean().optional(),
  effective_default: z.unknown().optional(),
});

const envVarSchema = z.looseObject({ name: z.string(), default: z.unknown().optional() });

/** What the upgrade page reads of `ra-aid-cli.json`. */
export const cliFileSchema = z.looseObject({
  valid_providers: z.array(z.string()),
  options: z.array(optionSchema),
  subcommands: z.array(z.looseObject({ name: z.string(), options: z.array(optionSchema) })),
  environment_variables: z.array(envVarSchema),
});

export type CliFile = z.output<typeof cliFileSchema>;
export type CliFileOption = CliFile['options'][number];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const schemaObject = z.looseObject({ properties: z.record(z.string(), z.unknown()).optional() });

/** What the upgrade page reads of an OpenAPI file: its paths' methods and its component schemas' properties. */
export const apiFileSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), schemaObject).optional() }).optional(),
});

export type ApiFile = z.output<typeof apiFileSchema>;

/** Every operation of an OpenAPI file, as 'GET /v1/session'. */
export function apiOperations(api: ApiFile): string[] {
  return Object.entries(api.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m] !== undefined).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/** Every property of every component schema, as 'SessionModel.plan', with its schema. */
export function apiFields(api: ApiFile): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [schema, object] of Object.entries(api.components?.schemas ?? {}))
    for (const [name, property] of Object.entries(object.properties ?? {})) fields.set(`${schema}.${name}`, property);
  return fields;
}

// Formatting shared by the report's sections.

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
export const mib = (n: number) => `${(n / 2 ** 20).toFixed(n < 10 * 2 ** 20 ? 1 : 0)} MiB`;
export const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms` : 'n/a');
export const mark = (ok: boolean) => (ok ? '✓' : '✗');
/** ✓/✗, or nothing when the target could not be checked. */
export const maybeMark = (ok: boolean | undefined) => (ok === undefined ? '' : ` ${mark(ok)}`);

export function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Base path of the preview build of a pull request: 42 → '/pr-42/'. */
export function previewBasePath(prNumber: string | number | undefined): string {
  const n = String(prNumber ?? '').trim();
  if (!/^[1-9]\d*$/.test(n)) throw new Error(`PR_NUMBER must be a pull-request number, got "${n}"`);
  return `/pr-${n}/`;
}

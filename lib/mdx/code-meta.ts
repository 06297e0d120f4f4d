/** `title="…"` in a fence's meta string becomes the code block's title. */
export function parseCodeMeta(meta: string): { title?: string } {
  const m = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const title = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  return title ? { title } : {};
}

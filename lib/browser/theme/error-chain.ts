import 'client-only';
/** The messages of an error and its `cause` chain, joined by a blank line and "Cause:" (behaviours.md §4.6). */
export function causalChainText(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join('\n\nCause:\n');
}

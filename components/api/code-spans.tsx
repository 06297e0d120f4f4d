/** A plain-text note whose backticked parts are code (lib/site/openapi/document-notes.ts writes them so). */
export function CodeSpans({ text }: { text: string }) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

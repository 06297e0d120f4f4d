// In a minified (single-line) JSON file, `file:1:2221902` alone tells a reader nothing: a problem there also names its
// JSON pointer and the operation or schema it is in.

function decode(segment: string): string {
  const plain = segment.replace(/~1/g, '/').replace(/~0/g, '~');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/** What a JSON pointer is inside: `GET /v1/account`, `webhook newPet POST`, `schema Charge`, or undefined. */
export function pointerOwner(pointer: string): string | undefined {
  const [first, second, third] = pointer.replace(/^#\//, '').split('/').map(decode);
  if (first === 'paths' && second !== undefined) return third && third !== 'parameters' ? `${third.toUpperCase()} ${second}` : second;
  if (first === 'webhooks' && second !== undefined) return `webhook ${second}${third ? ` ${third.toUpperCase()}` : ''}`;
  if (first === 'components' && second !== undefined && third !== undefined) {
    return `${second === 'schemas' ? 'schema' : second.replace(/s$/, '')} ${third}`;
  }
  return undefined;
}

/** `#/pointer (owner): `, the prefix of a problem's message in a minified file. */
export function pointerPrefix(pointer: string | undefined): string {
  if (!pointer) return '';
  const owner = pointerOwner(pointer);
  return `${pointer}${owner ? ` (${owner})` : ''}: `;
}

/** Whether a file's text is one long line (minified JSON), where line and column alone do not locate a problem. */
export function isSingleLine(text: string): boolean {
  return !/\n./.test(text.trimEnd());
}

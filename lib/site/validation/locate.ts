import { findNodeAtLocation, parse as parseJsonc, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { lineColumnAt, type Problem } from '../../shared/validation/problem';

type DataPath = readonly (string | number)[];

const JSON_ERRORS: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'unexpected',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected ","',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'unexpected text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
};

/** A jsonc-parser error in words, quoting the text it stopped at: `unexpected "position"`. */
function describeJsonError(error: ParseError, text: string): string {
  const code = printParseErrorCode(error.error);
  const words = JSON_ERRORS[code] ?? code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const token = text.slice(error.offset, error.offset + Math.min(error.length, 40));
  if (code === 'InvalidSymbol') return `${words} ${token ? JSON.stringify(token) : 'character'}`;
  return code.endsWith('Expected') && token.trim() ? `${words}, found ${JSON.stringify(token)}` : words;
}

/**
 * Parses JSON strictly; a syntax error becomes a problem at its line and column, since JSON.parse gives only an offset.
 */
export function parseJsonLocated(
  text: string,
  file: string,
): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first)
    return {
      ok: false,
      problem: {
        file,
        ...lineColumnAt(text, first.offset),
        message: `Invalid JSON: ${describeJsonError(first, text)}`,
      },
    };
  try {
    // jsonc-parser is a little more lenient than JSON (e.g. control characters in strings): JSON has the last word.
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: { file, line: 1, column: 1, message: `Invalid JSON: ${(error as Error).message}` } };
  }
}

/** Offset of the deepest part of `path` present in JSON `text`, else the start of the document. */
export function jsonPathOffset(text: string, path: DataPath): number {
  const root = parseTree(text);
  if (!root) return 0;
  for (let depth = path.length; depth > 0; depth--) {
    const node = findNodeAtLocation(root, [...path.slice(0, depth)]);
    if (node) return node.parent?.type === 'property' ? node.parent.offset : node.offset;
  }
  return root.offset;
}

/** Line and column (1-based) of the deepest part of `path` present in JSON `text`. */
export function jsonPathPosition(text: string, path: DataPath): { line: number; column: number } {
  return lineColumnAt(text, jsonPathOffset(text, path));
}

/** Offset of the deepest part of `path` present in YAML `text`, or undefined when not even its first part is there. */
export function yamlPathOffset(text: string, path: DataPath): number | undefined {
  const doc = parseDocument(text, { lineCounter: new LineCounter() });
  let node: unknown = doc.contents;
  let found: number | undefined;
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(part));
      if (!pair) break;
      found = (pair.key as YamlNode).range?.[0] ?? found;
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number') {
      const item = node.items[part] as YamlNode | undefined;
      if (!item) break;
      found = item.range?.[0] ?? found;
      node = item;
    } else break;
  }
  return found;
}

import 'client-only';
/** Where a text stops being JSON, and why, in plain words. Line and column count from 1. */
export interface JsonSyntaxError {
  offset: number;
  line: number;
  column: number;
  reason: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * The first syntax error of `text` as JSON, or null. Browsers word JSON.parse errors differently and some omit the
 * position, so this scanner finds it.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const fail = (reason: string): never => {
    throw new Stop(i, i >= text.length ? 'the text ends before the JSON value does' : reason);
  };
  const string = () => {
    i++; // the opening quote
    for (;;) {
      if (i >= text.length) fail('');
      const c = text[i];
      if (c === '"') return void i++;
      if (c < ' ') fail('a string contains a line break or control character; write it as \\n, \\t …');
      if (c === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('\\u must be followed by four hex digits');
          i += 5;
        } else if (ESCAPES.has(text[i])) i++;
        else fail(`"\\${text[i] ?? ''}" is not a JSON escape`);
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail('expected a value (a number, string, object, array, true, false or null)');
    i += m![0].length;
    if (/[\d.eE]/.test(text[i] ?? '')) fail('this is not a valid JSON number');
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) return void (i += word.length);
    }
    if (c === "'") fail('strings and property names need double quotes (") in JSON');
    return number();
  };
  const object = () => {
    i++;
    ws();
    if (text[i] === '}') return void i++;
    for (;;) {
      ws();
      if (text[i] === '}') fail('there is a comma after the last property; remove it');
      if (text[i] !== '"') fail('expected a property name in double quotes');
      string();
      ws();
      if (text[i] !== ':') fail('expected ":" after the property name');
      i++;
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') return void i++;
      fail('expected "," or "}" after the property value');
    }
  };
  const array = () => {
    i++;
    ws();
    if (text[i] === ']') return void i++;
    for (;;) {
      ws();
      if (text[i] === ']') fail('there is a comma after the last item; remove it');
      value();
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') return void i++;
      fail('expected "," or "]" after the array item');
    }
  };

  try {
    value();
    ws();
    if (i < text.length) fail('there is more text after the JSON value');
    return null;
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    const before = text.slice(0, err.offset).split('\n');
    return {
      offset: err.offset,
      line: before.length,
      column: before[before.length - 1].length + 1,
      reason: err.reason,
    };
  }
}

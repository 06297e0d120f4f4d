import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, SECURITY_HEADERS } from './server';

/** The rules of a `_headers` file: path pattern → headers (later rules add to earlier ones, as hosts apply them). */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(':');
    current![line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

describe('public/_headers for other static hosts', () => {
  const rules = parseHeadersFile(readFileSync(join(process.cwd(), 'public/_headers'), 'utf8'));

  it('gives every path the headers the site server sends, pages revalidating', () => {
    expect(rules.get('/*')).toEqual({
      ...SECURITY_HEADERS,
      'Cache-Control': cacheControlFor('/quickstart/installation'),
    });
  });

  it('marks hashed build assets immutable, as the site server does', () => {
    expect(rules.get('/_next/static/*')).toEqual({ 'Cache-Control': cacheControlFor('/_next/static/chunks/app.js') });
  });
});

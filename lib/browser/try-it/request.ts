import 'client-only';
import { queryString, serializePath, serializeQuery } from '../../shared/try-it/serialize';
import type { TryItParam } from '../../shared/try-it/spec';

/**
 * A problem with what the reader typed: `field` (shown as code) followed by `message`; with an empty `field`, `message`
 * is a whole sentence.
 */
export interface Problem {
  field: string;
  message: string;
}

/**
 * The base URL the reader typed, as an absolute http(s) URL without query, fragment or trailing slashes, or the problem
 * with it.
 */
export function checkBaseUrl(text: string, raAid = true): { url: string } | { problem: Problem } {
  const trimmed = text.trim();
  const example = raAid ? 'http://localhost:1818' : 'https://api.example.com';
  const problem = (message: string) => ({ problem: { field: '', message: `The base URL ${message}` } });
  if (!trimmed) return problem(`is empty: type the address of the server, for example ${example}.`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return problem(`"${trimmed}" is not a URL: write it with http:// or https://, for example ${example}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return problem(`must start with http:// or https://, for example ${example}.`);
  }
  if (url.search || url.hash || trimmed.includes('?') || trimmed.includes('#')) {
    return problem('must not contain ? or #: the panel adds the path and the query parameters itself.');
  }
  return { url: trimmed.replace(/\/+$/, '') };
}

/** What the reader typed for a parameter, as a value: JSON for an array or object parameter (else the text as is). */
export function paramValue(p: TryItParam, text: string): unknown {
  if (!p.structured) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The request URL, parameters serialized as lib/shared/try-it/serialize.ts does. Empty optional query parameters are
 * left out so the server applies its default; `extraQuery` (an API key) comes last, already encoded.
 */
export function buildRequestUrl(
  baseUrl: string,
  path: string,
  params: readonly TryItParam[],
  values: Readonly<Record<string, string>>,
  extraQuery: readonly { name: string; value: string }[] = [],
): string {
  let filled = path;
  for (const p of params) {
    if (p.in === 'path')
      filled = filled.split(`{${p.name}}`).join(serializePath(p, paramValue(p, values[p.name] ?? '')));
  }
  const pairs = params.flatMap((p) => {
    const value = values[p.name] ?? '';
    return p.in === 'query' && value !== '' ? serializeQuery(p, paramValue(p, value)) : [];
  });
  const search = queryString([...pairs, ...extraQuery]);
  return `${baseUrl.replace(/\/+$/, '')}${filled}${search ? `?${search}` : ''}`;
}

/** Path parameters without a value (the URL would be wrong) and required query parameters left empty. */
export function missingParams(params: readonly TryItParam[], values: Readonly<Record<string, string>>): Problem[] {
  return params
    .filter((p) => (p.in === 'path' || p.required) && (values[p.name] ?? '').trim() === '')
    .map((p) => ({
      field: p.name,
      message: p.in === 'path' ? 'needs a value: it is part of the path.' : 'is required: give it a value.',
    }));
}

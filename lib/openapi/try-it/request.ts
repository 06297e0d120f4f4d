import type { TryItParam } from './spec';

/**
 * A problem with what the reader typed, in plain words: `field` (a parameter or a place in the body, shown as
 * code) followed by `message`; with an empty `field`, `message` is a whole sentence.
 */
export interface Problem {
  field: string;
  message: string;
}

/**
 * The base URL the reader typed, checked: an absolute http(s) URL without query or fragment, trailing
 * slashes removed. Returns the problem instead when it is not one.
 */
export function checkBaseUrl(text: string): { url: string } | { problem: Problem } {
  const trimmed = text.trim();
  const problem = (message: string) => ({ problem: { field: '', message: `The base URL ${message}` } });
  if (!trimmed) return problem('is empty: type the address of an RA.Aid server, for example http://localhost:1818.');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return problem(`"${trimmed}" is not a URL: write it with http:// or https://, for example http://localhost:1818.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return problem('must start with http:// or https://, for example http://localhost:1818.');
  }
  if (url.search || url.hash || trimmed.includes('?') || trimmed.includes('#')) {
    return problem('must not contain ? or #: the panel adds the path and the query parameters itself.');
  }
  return { url: trimmed.replace(/\/+$/, '') };
}

/**
 * The request URL: the base URL, the operation's path with each `{name}` replaced by its value encoded as one
 * path segment, then the query parameters that have a value, in the operation's order. Empty optional
 * query parameters are left out (the server applies its default).
 */
export function buildRequestUrl(
  baseUrl: string,
  path: string,
  params: readonly TryItParam[],
  values: Readonly<Record<string, string>>,
): string {
  let filled = path;
  for (const p of params) {
    if (p.in === 'path') filled = filled.split(`{${p.name}}`).join(encodeURIComponent(values[p.name] ?? ''));
  }
  const query = new URLSearchParams();
  for (const p of params) {
    const value = values[p.name] ?? '';
    if (p.in === 'query' && value !== '') query.append(p.name, value);
  }
  const search = query.toString();
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

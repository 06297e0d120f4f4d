/**
 * Parameter values serialized per OpenAPI's `style` and `explode` (OpenAPI 3.1 §4.8.12.4), percent-encoded. No imports
 * or Node APIs: the build and the browser both use it.
 */

export interface SerializableParam {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

/** Percent-encodes everything but RFC 3986's unreserved characters (encodeURIComponent leaves `!'()*` too). */
export const encodePart = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** With `allowReserved`, reserved characters that do not end a query value (`/`, `?`, `:`, `@`…) stay as they are. */
const encodeAllowingReserved = (text: string): string =>
  encodePart(text).replace(/%(2F|3F|3A|40|21|24|27|28|29|2A|2B|2C|3B|5B|5D)/g, (m) => decodeURIComponent(m));

export const defaultStyle = (p: SerializableParam): string =>
  p.style ?? (p.in === 'query' || p.in === 'cookie' ? 'form' : 'simple');

export const defaultExplode = (p: SerializableParam): boolean => p.explode ?? defaultStyle(p) === 'form';

const scalar = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value of a path parameter as its path segment(s), `{name}` replaced by this. */
export function serializePath(p: SerializableParam, value: unknown): string {
  const style = defaultStyle(p);
  const explode = defaultExplode(p);
  const e = encodePart;
  const prefix = style === 'label' ? '.' : style === 'matrix' ? ';' : '';
  const named = (v: string) => (style === 'matrix' ? `${e(p.name)}=${v}` : v);
  if (Array.isArray(value)) {
    const items = value.map((v) => e(scalar(v)));
    if (!explode) return prefix + named(items.join(','));
    if (style === 'matrix') return items.map((v) => `;${e(p.name)}=${v}`).join('');
    return prefix + items.join(style === 'label' ? '.' : ',');
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([k, v]) => [e(k), e(scalar(v))] as const);
    if (!explode) return prefix + named(entries.flat().join(','));
    const sep = style === 'label' ? '.' : style === 'matrix' ? ';' : ',';
    return prefix + entries.map(([k, v]) => `${k}=${v}`).join(sep);
  }
  return prefix + named(e(scalar(value)));
}

/**
 * The query pairs of one parameter, encoded with `encode` (pass `(s) => s` for a client that encodes them itself, like
 * Python's `params=`).
 */
export function serializeQuery(
  p: SerializableParam,
  value: unknown,
  encode: (text: string) => string = p.allowReserved ? encodeAllowingReserved : encodePart,
): { name: string; value: string }[] {
  const style = defaultStyle(p);
  const explode = defaultExplode(p);
  const name = encode(p.name);
  if (style === 'deepObject' && isRecord(value)) {
    return Object.entries(value).map(([k, v]) => ({ name: encode(`${p.name}[${k}]`), value: encode(scalar(v)) }));
  }
  const delimiter = style === 'spaceDelimited' ? encode(' ') : style === 'pipeDelimited' ? encode('|') : ',';
  if (Array.isArray(value)) {
    const items = value.map((v) => encode(scalar(v)));
    return explode ? items.map((v) => ({ name, value: v })) : [{ name, value: items.join(delimiter) }];
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([k, v]) => [encode(k), encode(scalar(v))] as const);
    return explode
      ? entries.map(([k, v]) => ({ name: k, value: v }))
      : [{ name, value: entries.flat().join(delimiter) }];
  }
  return [{ name, value: encode(scalar(value)) }];
}

/** `a=1&b=2` from query pairs already encoded. */
export const queryString = (pairs: readonly { name: string; value: string }[]): string =>
  pairs.map((q) => `${q.name}=${q.value}`).join('&');

/** A header parameter's value (style simple), arrays and objects comma-joined and not percent-encoded. */
export function serializeHeader(p: SerializableParam, value: unknown): string {
  if (Array.isArray(value)) return value.map(scalar).join(',');
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return defaultExplode(p)
      ? entries.map(([k, v]) => `${k}=${scalar(v)}`).join(',')
      : entries.flatMap(([k, v]) => [k, scalar(v)]).join(',');
  }
  return scalar(value);
}

/** A cookie parameter as `name=value`, percent-encoded so `;` and spaces cannot break the header. */
export function serializeCookie(p: SerializableParam, value: unknown): string {
  return serializeQuery({ ...p, style: 'form', allowReserved: false }, value)
    .map((q) => `${q.name}=${q.value}`)
    .join('; ');
}

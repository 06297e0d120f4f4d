import 'client-only';
import { encodePart, serializeCookie, serializeHeader } from '../../shared/try-it/serialize';
import { paramValue, type Problem } from './request';
import type { TryItSpec } from '../../shared/try-it/spec';

/** Headers, credentials and non-JSON bodies of a Send. Credentials live only in these values and the form. */

export interface Typed {
  /** By parameter name. */
  params: Readonly<Record<string, string>>;
  /** By scheme name. */
  credentials: Readonly<Record<string, string>>;
  /** multipart and form fields by name (a file part: the chosen file, or null). */
  fields: Readonly<Record<string, string | File | null>>;
  /** A binary body's file. */
  file: File | null;
  /** A text body as typed. */
  text: string;
}

export interface RequestParts {
  headers: Record<string, string>;
  /** Query pairs (an API key), encoded. */
  query: { name: string; value: string }[];
  /** Cookies the reader gave: a page cannot set them (the browser owns the Cookie header), so the panel says so. */
  cookies: string[];
  body?: BodyInit;
  problems: Problem[];
}

/** Base64 of UTF-8 text (`btoa` takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Header and cookie parameters, credentials, and the body when it is not JSON (JSON goes through validate.ts). */
export function requestParts(spec: TryItSpec, typed: Typed): RequestParts {
  const parts: RequestParts = { headers: {}, query: [], cookies: [], problems: [] };
  for (const p of spec.params) {
    const text = typed.params[p.name] ?? '';
    if (text === '') continue;
    if (p.in === 'header') parts.headers[p.name] = serializeHeader(p, paramValue(p, text));
    if (p.in === 'cookie') parts.cookies.push(serializeCookie(p, paramValue(p, text)));
  }
  for (const c of spec.credentials ?? []) {
    const typedValue = (typed.credentials[c.scheme] ?? '').trim();
    if (!typedValue) continue;
    const value = c.template.replace('{value}', c.basic ? base64(typedValue) : typedValue);
    if (c.in === 'header') parts.headers[c.name] = value;
    else if (c.in === 'query') parts.query.push({ name: encodePart(c.name), value: encodePart(value) });
    else parts.cookies.push(`${encodePart(c.name)}=${encodePart(value)}`);
  }
  const body = spec.body;
  if (!body?.kind) return parts;
  if (body.kind === 'text') {
    if (typed.text !== '' || body.required) {
      parts.body = typed.text;
      parts.headers['Content-Type'] = body.contentType ?? 'text/plain';
    }
  } else if (body.kind === 'binary') {
    if (typed.file) {
      parts.body = typed.file;
      parts.headers['Content-Type'] = body.contentType ?? 'application/octet-stream';
    } else if (body.required)
      parts.problems.push({ field: '', message: 'The body is required: choose a file to send.' });
  } else {
    // The browser writes the Content-Type of both, with the multipart boundary.
    const form = body.kind === 'multipart' ? new FormData() : new URLSearchParams();
    for (const f of body.fields ?? []) {
      const value = typed.fields[f.name];
      if (value instanceof File && form instanceof FormData) form.append(f.name, value, value.name);
      else if (typeof value === 'string' && value !== '') form.append(f.name, value);
    }
    parts.body = form;
  }
  return parts;
}

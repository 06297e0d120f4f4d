// What an operation takes and answers: its parameters, request body and responses, each with its media types,
// named examples, headers and links, `$ref`s followed.
import type {
  ApiExample,
  ApiHeader,
  ApiLink,
  ApiMediaType,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  SchemaObject,
} from '../../../shared/openapi-types';
import { deref, isObj, str, type Obj, type Resolve } from './values';

/** Every named example of an `examples` map, in file order; undefined when there are none. */
export function namedExamples(raw: unknown, resolve: Resolve): ApiExample[] | undefined {
  if (!isObj(raw)) return undefined;
  const out: ApiExample[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const example = resolve(value);
    if (!example) continue;
    const externalValue = str(example.externalValue);
    if (!('value' in example) && !externalValue) continue;
    out.push({
      key,
      ...(str(example.summary) ? { summary: example.summary as string } : {}),
      ...(str(example.description) ? { description: example.description as string } : {}),
      ...('value' in example ? { value: { value: example.value } } : {}),
      ...(externalValue ? { externalValue } : {}),
    });
  }
  return out.length ? out : undefined;
}

/** A response's headers, `Content-Type` left out (the media type says it). */
function headers(raw: unknown, resolve: Resolve): ApiHeader[] {
  if (!isObj(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): ApiHeader[] => {
    const h = resolve(value);
    if (!h || name.toLowerCase() === 'content-type') return [];
    const schema = isObj(h.schema) ? (h.schema as SchemaObject) : undefined;
    const examples = namedExamples(h.examples, resolve);
    return [
      {
        name,
        description: str(h.description) ?? str(schema?.description),
        required: h.required === true,
        deprecated: h.deprecated === true,
        schema,
        example: 'example' in h ? h.example : (examples?.[0]?.value?.value ?? schema?.example),
      },
    ];
  });
}

function links(raw: unknown, resolve: Resolve): ApiLink[] {
  if (!isObj(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): ApiLink[] => {
    const l = resolve(value);
    if (!l) return [];
    return [
      {
        name,
        description: str(l.description),
        operationId: str(l.operationId),
        operationRef: str(l.operationRef),
        parameters: isObj(l.parameters) ? Object.entries(l.parameters).map(([n, v]) => ({ name: n, value: v })) : [],
        ...('requestBody' in l ? { requestBody: { value: l.requestBody } } : {}),
      },
    ];
  });
}

/** The headers and links of a raw response, as optional fields (absent when it declares none). */
function responseExtras(raw: Obj, resolve: Resolve): Pick<ApiResponse, 'headers' | 'links'> {
  const h = headers(raw.headers, resolve);
  const l = links(raw.links, resolve);
  return { ...(h.length ? { headers: h } : {}), ...(l.length ? { links: l } : {}) };
}

export function mediaTypes(root: Obj, content: unknown): ApiMediaType[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([contentType, raw]) => {
    const media = isObj(raw) ? raw : {};
    let example: unknown;
    let hasExample = false;
    if ('example' in media) {
      example = media.example;
      hasExample = true;
    } else if (isObj(media.examples)) {
      const first = deref(root, Object.values(media.examples)[0]);
      if (first && 'value' in first) {
        example = first.value;
        hasExample = true;
      }
    }
    const examples = namedExamples(media.examples, (v) => deref(root, v));
    return {
      contentType,
      schema: isObj(media.schema) ? (media.schema as SchemaObject) : undefined,
      example,
      hasExample,
      ...(examples ? { examples } : {}),
    };
  });
}

export function parameters(root: Obj, pathLevel: unknown, opLevel: unknown): ApiParameter[] {
  const byKey = new Map<string, ApiParameter>();
  for (const list of [pathLevel, opLevel]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = deref(root, raw);
      if (!p || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
      const schema = isObj(p.schema) ? (p.schema as SchemaObject) : undefined;
      const examples = namedExamples(p.examples, (v) => deref(root, v));
      byKey.set(`${p.in}:${p.name}`, {
        ...(examples ? { examples } : {}),
        name: p.name,
        in: p.in as ApiParameter['in'],
        required: p.required === true || p.in === 'path',
        description: str(p.description) ?? str(schema?.description),
        deprecated: p.deprecated === true,
        schema,
        example: p.example ?? examples?.[0]?.value?.value ?? schema?.example,
        ...(typeof p.style === 'string' ? { style: p.style } : {}),
        ...(typeof p.explode === 'boolean' ? { explode: p.explode } : {}),
        ...(p.allowReserved === true ? { allowReserved: true } : {}),
      });
    }
  }
  return [...byKey.values()];
}

export function requestBody(root: Obj, raw: unknown): ApiRequestBody | undefined {
  const body = deref(root, raw);
  if (!body) return undefined;
  return { required: body.required === true, description: str(body.description), content: mediaTypes(root, body.content) };
}

export function responses(root: Obj, raw: unknown): ApiResponse[] {
  if (!isObj(raw)) return [];
  return Object.entries(raw).map(([status, value]) => {
    const r = deref(root, value) ?? {};
    return {
      status,
      description: str(r.description) ?? '',
      content: mediaTypes(root, r.content),
      ...responseExtras(r, (v) => deref(root, v)),
    };
  });
}

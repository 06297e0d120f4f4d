// The parts of an operation read from the raw document, local `$ref`s followed; model.ts assembles them.
import { namedExamples, responseExtras } from './model-extras';
import type { ApiMediaType, ApiParameter, ApiRequestBody, ApiResponse, SchemaObject } from '../../shared/openapi-types';

export type Obj = { [key: string]: unknown };

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Follows a local `$ref` (`#/components/...`) to its target; other objects are returned as they are. */
export function deref(root: Obj, value: unknown, seen = new Set<string>()): Obj | undefined {
  if (!isObj(value)) return undefined;
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
  seen.add(ref);
  let target: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObj(target) ? target[key] : undefined;
  }
  return deref(root, target, seen);
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

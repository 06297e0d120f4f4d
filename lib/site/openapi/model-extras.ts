import type {
  ApiExample,
  ApiExternalDocs,
  ApiHeader,
  ApiLink,
  ApiOperation,
  ApiResponse,
  HttpMethod,
  SchemaObject,
} from '../../shared/openapi-types';

// What the page model reads beyond paths, bodies and responses, each reader given the model's `$ref` resolver.

type Obj = { [key: string]: unknown };
/** Follows a local `$ref` to its target object (model.ts's `deref` bound to the document). */
export type Resolve = (value: unknown) => Obj | undefined;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** `externalDocs` of a document, tag, operation or schema, when it has a URL. */
export function externalDocs(raw: unknown): ApiExternalDocs | undefined {
  if (!isObj(raw)) return undefined;
  const url = str(raw.url);
  if (!url) return undefined;
  const description = str(raw.description);
  return description ? { url, description } : { url };
}

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
export function responseExtras(raw: Obj, resolve: Resolve): Pick<ApiResponse, 'headers' | 'links'> {
  const h = headers(raw.headers, resolve);
  const l = links(raw.links, resolve);
  return { ...(h.length ? { headers: h } : {}), ...(l.length ? { links: l } : {}) };
}

/** `#/paths/~1people~1{personId}/get` → the path and method it names; other references give undefined. */
function operationRefTarget(ref: string): { path: string; method: HttpMethod } | undefined {
  const m = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(ref);
  if (!m) return undefined;
  const path = decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~');
  return { path, method: m[2] as HttpMethod };
}

/** Points each response link at the page of the operation it names (by operationId or a local operationRef). */
export function linkTargets(operations: readonly ApiOperation[]): void {
  for (const op of operations) {
    for (const response of op.responses) {
      for (const link of response.links ?? []) {
        const ref = link.operationRef ? operationRefTarget(link.operationRef) : undefined;
        const target = operations.find((o) =>
          link.operationId ? o.operationId === link.operationId : ref && o.path === ref.path && o.method === ref.method,
        );
        if (target) link.target = { slug: target.slug, method: target.method, path: target.path };
      }
    }
  }
}

import { jsonBody, JSON_TYPE, parameterValue, requestUrl, sampleServer } from '../samples';
import { schemaRefName } from '../schema-view';
import type { ApiDocument, ApiOperation, ApiParameter, SchemaObject } from '../types';
import type { TryItSpec } from './spec';

/** One input of the panel's form, with what the static HTML shows in it. */
export interface TryItField {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** The value the input starts with: the code samples' example value, or '' when the samples leave it out. */
  value: string;
  /** The schema's default, else its type, shown while the input is empty. */
  placeholder: string;
}

/** Everything the panel renders and sends for one operation (build time). */
export interface TryItModel {
  spec: TryItSpec;
  fields: TryItField[];
  /** The JSON body the textarea starts with (the samples' example), or null without a JSON body. */
  bodyText: string | null;
  /** The operation starts an RA.Aid agent, which runs commands on the server's machine: the panel warns. */
  startsAgent: boolean;
}

const asText = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function placeholder(p: ApiParameter): string {
  const s = p.schema ?? {};
  if (s.default !== undefined) return asText(s.default);
  if (typeof s.type === 'string') return s.type;
  return '';
}

/** The names of `schemas` that `schema` refers to, directly or through other schemas. */
function referencedSchemas(schema: unknown, schemas: Readonly<Record<string, SchemaObject>>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' ? schemaRefName(value) : undefined;
      if (name && schemas[name] && !found.has(name)) {
        found.add(name);
        visit(schemas[name]);
      } else visit(value);
    }
  };
  visit(schema);
  return found;
}

/**
 * RA.Aid's spawn-agent operation starts an agent that reads files and runs shell commands where the server
 * runs. Recognised by its route, which both API versions share.
 */
export function operationStartsAgent(op: ApiOperation): boolean {
  return op.method === 'post' && /\/spawn-agent$/.test(op.path);
}

/** The panel of one operation: its inputs prefilled with the same example values as the code samples. */
export function tryItModel(op: ApiOperation, doc: ApiDocument): TryItModel {
  const params = op.parameters.filter(
    (p): p is ApiParameter & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query',
  );
  // The query parameters the samples send (required, or with an example) start filled; the others empty.
  const sampleQuery = new Set(requestUrl(op, doc, sampleServer(doc)).query.map(([name]) => name));
  const fields = params.map(
    (p): TryItField => ({
      name: p.name,
      in: p.in,
      required: p.required,
      value: p.in === 'path' || sampleQuery.has(p.name) ? asText(parameterValue(p, doc)) : '',
      placeholder: placeholder(p),
    }),
  );

  const body = jsonBody(op, doc);
  const media = op.requestBody?.content.find((m) => JSON_TYPE.test(m.contentType));
  let schema: SchemaObject | undefined;
  if (media?.schema) {
    const names = [...referencedSchemas(media.schema, doc.schemas)].sort();
    const components = { schemas: Object.fromEntries(names.map((n) => [n, doc.schemas[n]])) };
    schema = names.length ? { ...media.schema, components } : { ...media.schema };
  }

  return {
    spec: {
      method: op.method.toUpperCase(),
      path: op.path,
      params: params.map(({ name, in: where, required }) => ({ name, in: where, required })),
      ...(body.present ? { body: { required: op.requestBody?.required ?? false, ...(schema ? { schema } : {}) } } : {}),
    },
    fields,
    bodyText: body.present ? JSON.stringify(body.value, null, 2) : null,
    startsAgent: operationStartsAgent(op),
  };
}

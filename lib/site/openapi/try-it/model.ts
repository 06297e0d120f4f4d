import { bodySample } from '../bodies';
import { credentialSlots } from '../credentials';
import { parameterValue, sentParameters } from '../samples';
import { schemaRefName } from '../schema-view';
import { validationSchema } from './validation-schema';
import { firstServerUrl, lacksServer, operationServers } from '../servers';
import type { ApiDocument, ApiOperation, ApiParameter, SchemaObject } from '../../../shared/openapi-types';
import { serverChoices, type ServerChoice } from './servers';
import { DEFAULT_BASE_URL, type TryItCredential, type TryItSpec } from '../../../shared/try-it/spec';

/** One input of the panel's form, with what the static HTML shows in it. */
export interface TryItField {
  name: string;
  in: ApiParameter['in'];
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
  /** The JSON or text body the textarea starts with (the samples' example), or null without such a body. */
  bodyText: string | null;
  /** multipart and form bodies: one input per field (a file input for file parts), prefilled like the samples. */
  bodyFields: { name: string; value: string; file: boolean }[];
  /** The base URL input's first value: the operation's first server (variables at their defaults). */
  baseUrl: string;
  /** The file gives no server address to call (none, or a relative one): the panel asks for it, saying why. */
  asksBaseUrl?: boolean;
  /** Servers to pick from when there are several (enum variables expanded); empty with one or none. */
  servers: ServerChoice[];
  /** One input per credential, labelled by its scheme and what it asks for. */
  credentials: (TryItCredential & { asks: string })[];
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
 * RA.Aid's spawn-agent operation runs an agent with file and shell access where the server runs; recognised by its
 * route, which both API versions share.
 */
export function operationStartsAgent(op: ApiOperation): boolean {
  return op.method === 'post' && /\/spawn-agent$/.test(op.path);
}

/** RA.Aid's own API description (both versions): the panel then speaks of `ra-aid --server`. */
export const isRaAidDocument = (doc: ApiDocument) => doc.info.title === 'RA.Aid API';

const isStructured = (p: ApiParameter) => p.schema?.type === 'array' || p.schema?.type === 'object';

/** The panel of one operation: its inputs prefilled with the same example values as the code samples. */
export function tryItModel(op: ApiOperation, doc: ApiDocument): TryItModel {
  const params = op.parameters;
  // The parameters the samples send start filled.
  const sent = new Set(sentParameters(op));
  const fields = params.map(
    (p): TryItField => ({
      name: p.name,
      in: p.in,
      required: p.required,
      value: sent.has(p) ? asText(parameterValue(p, doc)) : '',
      placeholder: placeholder(p),
    }),
  );

  const sample = bodySample(op, doc);
  const json = sample?.kind === 'json';
  const media = json ? sample.media : undefined;
  let schema: SchemaObject | undefined;
  if (media?.schema) {
    const names = [...referencedSchemas(media.schema, doc.schemas)].sort();
    const components = { schemas: Object.fromEntries(names.map((n) => [n, doc.schemas[n]])) };
    schema = validationSchema(names.length ? { ...media.schema, components } : media.schema);
  }

  const credentials = credentialSlots(op, doc).map(({ scheme, in: where, name, template, asks }) => ({
    scheme,
    in: where,
    name,
    template,
    asks,
    ...(asks === 'username:password' ? { basic: true } : {}),
  }));
  const kind = sample && !json ? { kind: sample.kind as 'multipart' | 'form' | 'binary' | 'text' } : {};
  const bodyFields = sample?.fields.map(({ name, value, file }) => ({ name, value, file })) ?? [];
  const servers = operationServers(op, doc);
  const choices = serverChoices(servers);
  const raAid = isRaAidDocument(doc);
  return {
    spec: {
      method: op.method.toUpperCase(),
      path: op.path,
      params: params.map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required,
        ...(p.style ? { style: p.style } : {}),
        ...(p.explode !== undefined ? { explode: p.explode } : {}),
        ...(p.allowReserved ? { allowReserved: true } : {}),
        ...(isStructured(p) ? { structured: true } : {}),
      })),
      ...(credentials.length ? { credentials: credentials.map(({ scheme, in: where, name, template, basic }) => ({ scheme, in: where, name, template, ...(basic ? { basic } : {}) })) } : {}),
      ...(raAid ? { raAid } : {}),
      ...(sample
        ? {
            body: {
              required: op.requestBody?.required ?? false,
              ...kind,
              ...(json ? {} : { contentType: sample.media.contentType }),
              ...(bodyFields.length ? { fields: bodyFields.map(({ name, file }) => ({ name, file })) } : {}),
              ...(schema ? { schema } : {}),
            },
          }
        : {}),
    },
    fields,
    bodyText:
      sample?.kind === 'json'
        ? JSON.stringify(sample.value, null, 2)
        : sample?.kind === 'text'
          ? typeof sample.value === 'string'
            ? sample.value
            : asText(sample.value)
          : null,
    bodyFields,
    baseUrl: lacksServer(servers) ? (raAid ? DEFAULT_BASE_URL : '') : (firstServerUrl(servers) ?? ''),
    ...(lacksServer(servers) && !raAid ? { asksBaseUrl: true } : {}),
    servers: choices.length > 1 ? choices : [],
    credentials,
    startsAgent: operationStartsAgent(op),
  };
}

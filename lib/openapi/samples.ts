import { exampleFromSchema } from './example';
import type { ApiDocument, ApiOperation, ApiParameter } from './types';

export interface CodeSample {
  /** Tab label. */
  label: string;
  /** Shiki language. */
  lang: 'bash' | 'python' | 'javascript';
  code: string;
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json/;

function parameterValue(p: ApiParameter, doc: ApiDocument): unknown {
  return p.example !== undefined ? p.example : exampleFromSchema(p.schema, doc.schemas);
}

/** The URL with path parameters filled with example values, and the query parameters that have an example or are required. */
function requestUrl(op: ApiOperation, doc: ApiDocument, server: string) {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    path = path.replace(`{${p.name}}`, encodeURIComponent(String(parameterValue(p, doc))));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => [p.name, parameterValue(p, doc)] as const);
  return { base: `${server.replace(/\/+$/, '')}${path}`, query };
}

function jsonBody(op: ApiOperation, doc: ApiDocument): { present: boolean; value: unknown } {
  const media = op.requestBody?.content.find((m) => JSON_TYPE.test(m.contentType));
  if (!media) return { present: false, value: undefined };
  return { present: true, value: media.hasExample ? media.example : exampleFromSchema(media.schema, doc.schemas) };
}

/** The content type of the first success response (JSON when it has none). */
function responseType(op: ApiOperation): string {
  const ok = op.responses.find((r) => /^2/.test(r.status)) ?? op.responses[0];
  return ok?.content[0]?.contentType ?? 'application/json';
}
const responseIsJson = (op: ApiOperation) => JSON_TYPE.test(responseType(op));

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function curl(op: ApiOperation, doc: ApiDocument, server: string): string {
  const { base, query } = requestUrl(op, doc, server);
  const url = query.length ? `${base}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : base;
  const body = jsonBody(op, doc);
  const lines = [`curl${op.method === 'get' ? '' : ` -X ${op.method.toUpperCase()}`} ${shellQuote(url)}`];
  lines.push(`-H ${shellQuote(`Accept: ${responseType(op)}`)}`);
  if (body.present) {
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
    lines.push(`-d ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

/** A JSON value written as a Python literal (True, False, None), indented like `json.dumps(indent=4)`. */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, indent + 4)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 4)},`).join('\n')}\n${end}}`;
}

function python(op: ApiOperation, doc: ApiDocument, server: string): string {
  const { base, query } = requestUrl(op, doc, server);
  const body = jsonBody(op, doc);
  const args = [`    ${JSON.stringify(base)},`];
  if (query.length) args.push(`    params=${pythonLiteral(Object.fromEntries(query), 4)},`);
  if (body.present) args.push(`    json=${pythonLiteral(body.value, 4)},`);
  args.push('    timeout=30,');
  return [
    'import requests',
    '',
    `response = requests.${op.method}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    responseIsJson(op) ? 'print(response.json())' : 'print(response.text)',
  ].join('\n');
}

function javascript(op: ApiOperation, doc: ApiDocument, server: string): string {
  const { base, query } = requestUrl(op, doc, server);
  const body = jsonBody(op, doc);
  const lines: string[] = [];
  let target = jsString(base);
  if (query.length) {
    lines.push(`const url = new URL(${jsString(base)});`);
    for (const [k, v] of query) lines.push(`url.searchParams.set(${jsString(k)}, ${jsString(String(v))});`);
    lines.push('');
    target = 'url';
  }
  const options: string[] = [];
  if (op.method !== 'get') options.push(`  method: '${op.method.toUpperCase()}',`);
  const headers = [`Accept: ${jsString(responseType(op))}`];
  if (body.present) headers.push(`'Content-Type': 'application/json'`);
  options.push(`  headers: { ${headers.join(', ')} },`);
  if (body.present) options.push(`  body: JSON.stringify(${JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  ')}),`);
  lines.push(`const response = await fetch(${target}, {`, ...options, '});');
  lines.push('if (!response.ok) throw new Error(`Request failed with status ${response.status}`);');
  lines.push(responseIsJson(op) ? 'console.log(await response.json());' : 'console.log(await response.text());');
  return lines.join('\n');
}

/** Ready-to-run requests for one operation against the file's first server (curl, Python requests, JavaScript fetch). */
export function codeSamples(op: ApiOperation, doc: ApiDocument): CodeSample[] {
  const server = doc.servers[0]?.url ?? 'http://localhost';
  return [
    { label: 'curl', lang: 'bash', code: curl(op, doc, server) },
    { label: 'Python', lang: 'python', code: python(op, doc, server) },
    { label: 'JavaScript', lang: 'javascript', code: javascript(op, doc, server) },
  ];
}

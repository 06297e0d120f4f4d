import { generatedExample, type GeneratedExample } from './example';
import { serializePath } from '../../shared/try-it/serialize';
import { operationServers, sampleBaseUrl } from './servers';
import type { ApiDocument, ApiOperation, ApiParameter } from '../../shared/openapi-types';

// What goes into the request the code samples send; snippets.ts writes the samples.

export const JSON_TYPE = /^application\/([\w.+-]+\+)?json/;

/**
 * The server the samples call: the operation's first server, else the file's, variables at their defaults; a
 * placeholder when the file gives none to call (servers.ts).
 */
export function sampleServer(doc: ApiDocument, op?: ApiOperation): string {
  return sampleBaseUrl(op ? operationServers(op, doc) : doc.servers);
}

/**
 * A parameter's example: the one written in the file, else one made from its schema, with whether that one's bounds
 * left something out (example.ts).
 */
export function parameterExample(p: ApiParameter, doc: ApiDocument): GeneratedExample {
  return p.example !== undefined ? { value: p.example, cut: false } : generatedExample(p.schema, doc.schemas, 'request');
}

export const parameterValue = (p: ApiParameter, doc: ApiDocument): unknown => parameterExample(p, doc).value;

/** The parameters a sample sends: every path parameter, the others when required or given an example. */
export const sentParameters = (op: ApiOperation): ApiParameter[] =>
  op.parameters.filter((p) => p.in === 'path' || p.required || p.example !== undefined);

/**
 * The URL with path parameters filled with examples (serialized and encoded), plus the query parameters that have an
 * example or are required, raw (see serialize.ts).
 */
export function requestUrl(op: ApiOperation, doc: ApiDocument, server: string) {
  let path = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    path = path.split(`{${p.name}}`).join(serializePath(p, parameterValue(p, doc)));
  }
  const query = sentParameters(op)
    .filter((p) => p.in === 'query')
    .map((p) => [p.name, parameterValue(p, doc)] as const);
  return { base: `${server.replace(/\/+$/, '')}${path}`, query };
}

/** The content type of the first success response (JSON when it has none). */
export function responseType(op: ApiOperation): string {
  const ok = op.responses.find((r) => /^2/.test(r.status)) ?? op.responses[0];
  return ok?.content[0]?.contentType ?? 'application/json';
}

export const responseIsJson = (op: ApiOperation) => JSON_TYPE.test(responseType(op));

/** Whether the first success response declares a body (a 204 has none, so a sample prints its status instead). */
export function responseHasBody(op: ApiOperation): boolean {
  const ok = op.responses.find((r) => /^2/.test(r.status));
  return ok ? ok.content.length > 0 : true;
}

// The OpenAPI reader's entry: a bundled document becomes the page model (operations, webhooks, callbacks, tags, their
// page slugs); messages.ts reads what each operation takes and answers, access.ts how it is called.
import { OpenApiError } from '../errors';
import { apiSlug } from '../slug';
import { claimSlugs } from '../slug-claims';
import {
  HTTP_METHODS,
  type ApiCallbackRequest,
  type ApiDocument,
  type ApiExternalDocs,
  type ApiOperation,
  type ApiTag,
  type HttpMethod,
  type SchemaObject,
} from '../../../shared/openapi-types';
import { readCodeSamples, readSecurity, readSecuritySchemes, readServers } from './access';
import { parameters, requestBody, responses } from './messages';
import { deref, isObj, str, type Obj } from './values';

/** Label of a tag without `x-displayName`: its name with the first letter capitalised ('sessions' → 'Sessions'). */
export function tagLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Security, servers and `x-codeSamples` of an operation; only the fields the file gives (see access.ts). */
function requestExtras(op: Obj, item: Obj, docSecurity: unknown): Partial<ApiOperation> {
  const security = readSecurity(op.security) ?? readSecurity(docSecurity);
  const servers = readServers(op.servers) ?? readServers(item.servers);
  const codeSamples = readCodeSamples(op);
  return { ...(security ? { security } : {}), ...(servers ? { servers } : {}), ...(codeSamples ? { codeSamples } : {}) };
}

function describeOperation(op: Pick<ApiOperation, 'method' | 'path' | 'operationId' | 'webhook'>): string {
  const what = op.webhook ? `webhook ${op.webhook} ${op.method.toUpperCase()}` : `${op.method.toUpperCase()} ${op.path}`;
  return `${what}${op.operationId ? ` (operationId ${op.operationId})` : ''}`;
}

/** The extension that gives an operation's page an explicit route segment instead of the one from its operationId. */
export const PAGE_SLUG_EXTENSION = 'x-page-slug';
/** What apiSlug produces: lower-case letters and digits in words joined by single hyphens. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An operation's `x-page-slug`, which lets a page keep its route when its operationId is corrected; a malformed one
 * goes to `problems`.
 */
function explicitSlug(op: Obj, described: string, problems: string[]): string | undefined {
  if (!(PAGE_SLUG_EXTENSION in op)) return undefined;
  const explicit = op[PAGE_SLUG_EXTENSION];
  if (typeof explicit === 'string' && SLUG_SHAPE.test(explicit)) return explicit;
  problems.push(
    `${described}: ${PAGE_SLUG_EXTENSION} ${JSON.stringify(explicit)} is not a slug (lower-case letters and digits, words joined by single hyphens)`,
  );
  return undefined;
}

/** The requests of an operation's `callbacks`: per callback name, per URL expression, per method. */
function callbacks(root: Obj, raw: unknown): ApiCallbackRequest[] {
  if (!isObj(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]) =>
    Object.entries(deref(root, value) ?? {}).flatMap(([expression, rawItem]) => {
      const item = deref(root, rawItem);
      if (!item) return [];
      return HTTP_METHODS.flatMap((method) => {
        const op = item[method];
        if (!isObj(op)) return [];
        return [
          {
            name,
            expression,
            method,
            summary: str(op.summary),
            description: str(op.description),
            parameters: parameters(root, item.parameters, op.parameters),
            requestBody: requestBody(root, op.requestBody),
            responses: responses(root, op.responses),
          },
        ];
      });
    }),
  );
}

/** The operations of a map of path items (`paths`, or `webhooks` with `webhook` set), in file order. */
function operationsOf(root: Obj, items: unknown, webhook: boolean, explicit: (string | undefined)[], problems: string[]) {
  const out: ApiOperation[] = [];
  for (const [path, rawItem] of Object.entries(isObj(items) ? items : {})) {
    const item = deref(root, rawItem);
    if (!item) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const operationId = str(op.operationId);
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      const named = webhook ? { webhook: path } : {};
      explicit.push(explicitSlug(op, describeOperation({ method, path, operationId, ...named }), problems));
      const cbs = callbacks(root, op.callbacks);
      out.push({
        operationId,
        slug: apiSlug(operationId ?? str(op.summary) ?? `${webhook ? 'webhook ' : ''}${method} ${path}`),
        method,
        path,
        summary: str(op.summary),
        description: str(op.description),
        tag: webhook ? undefined : tags[0],
        deprecated: op.deprecated === true,
        parameters: parameters(root, item.parameters, op.parameters),
        requestBody: requestBody(root, op.requestBody),
        responses: responses(root, op.responses),
        ...(cbs.length ? { callbacks: cbs } : {}),
        ...named,
        ...(externalDocs(op.externalDocs) ? { externalDocs: externalDocs(op.externalDocs) } : {}),
        ...requestExtras(op, item, root.security),
      });
    }
  }
  return out;
}

/** `externalDocs` of a document, tag, operation or schema, when it has a URL. */
export function externalDocs(raw: unknown): ApiExternalDocs | undefined {
  if (!isObj(raw)) return undefined;
  const url = str(raw.url);
  if (!url) return undefined;
  const description = str(raw.description);
  return description ? { url, description } : { url };
}

/** `#/paths/~1people~1{personId}/get` → the path and method it names; other references give undefined. */
function operationRefTarget(ref: string): { path: string; method: HttpMethod } | undefined {
  const m = /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(ref);
  if (!m) return undefined;
  const path = decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~');
  return { path, method: m[2] as HttpMethod };
}

/** Points each response link at the page of the operation it names (by operationId or a local operationRef). */
function linkTargets(operations: readonly ApiOperation[]): void {
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

/** Where an operation is written in the file (`paths` or `webhooks`, its path or name, its method), when known. */
export type OperationLocator = (
  map: 'paths' | 'webhooks',
  path: string,
  method: string,
) => { line: number; column: number } | undefined;

/**
 * Turns a bundled OpenAPI 3.0/3.1 document into the page model, `$ref`s followed; `paths` may be missing (a
 * webhooks-only file). Conflicting explicit slugs are errors; colliding derived slugs are told apart with a warning.
 */
export function buildApiDocument(raw: unknown, file: string, locate: OperationLocator = () => undefined): ApiDocument {
  if (!isObj(raw) || !isObj(raw.info)) {
    const message = 'expected an object with "info"';
    throw new OpenApiError(`Invalid OpenAPI file ${file}: ${message}`, [{ file, line: 1, column: 1, message }]);
  }
  const info = raw.info;
  const title = str(info.title) ?? 'API';
  const slugProblems: string[] = [];
  const explicit: (string | undefined)[] = [];
  const operations = operationsOf(raw, raw.paths, false, explicit, slugProblems);
  const webhooks = operationsOf(raw, raw.webhooks, true, explicit, slugProblems);

  linkTargets(operations);

  if (slugProblems.length) {
    throw new OpenApiError(
      `Invalid OpenAPI file ${file}:\n${slugProblems.map((p) => `  ${p}`).join('\n')}`,
      slugProblems.map((message) => ({ file, line: 1, column: 1, message })),
    );
  }

  const overviewSlug = apiSlug(title);
  const pages = [...operations, ...webhooks];
  const claims = pages.map((op, i) => ({
    slug: explicit[i] ?? op.slug,
    explicit: explicit[i] !== undefined,
    method: op.method,
    path: op.webhook ? `webhook ${op.path}` : op.path,
    described: describeOperation(op),
  }));
  const outcome = claimSlugs({ slug: overviewSlug, described: `the API overview (info.title "${title}")` }, claims);
  if (outcome.errors.length) {
    throw new OpenApiError(
      `Invalid OpenAPI file ${file}: two pages would have the same route:\n${outcome.errors.map((e) => `  ${e}`).join('\n')}`,
      outcome.errors.map((clash) => ({ file, line: 1, column: 1, message: `two pages would have the same route: ${clash}` })),
    );
  }
  pages.forEach((op, i) => (op.slug = outcome.slugs[i]));
  const warnings = outcome.warnings.map(({ index, message }) => {
    const op = pages[index];
    const at = locate(op.webhook ? 'webhooks' : 'paths', op.path, op.method) ?? { line: 1, column: 1 };
    return `${file}:${at.line}:${at.column}  warn  page-slug  ${message}`;
  });

  const tags: ApiTag[] = [];
  const seenTags = new Set<string>();
  for (const t of Array.isArray(raw.tags) ? raw.tags : []) {
    if (!isObj(t) || typeof t.name !== 'string' || seenTags.has(t.name)) continue;
    seenTags.add(t.name);
    const docs = externalDocs(t.externalDocs);
    tags.push({
      name: t.name,
      label: str(t['x-displayName']) ?? tagLabel(t.name),
      description: str(t.description),
      ...(docs ? { externalDocs: docs } : {}),
    });
  }
  for (const op of operations) {
    if (op.tag && !seenTags.has(op.tag)) {
      seenTags.add(op.tag);
      tags.push({ name: op.tag, label: tagLabel(op.tag) });
    }
  }

  const contact = isObj(info.contact) ? info.contact : undefined;
  const license = isObj(info.license) && typeof info.license.name === 'string' ? info.license : undefined;
  const components = isObj(raw.components) ? raw.components : {};
  return {
    file,
    slug: overviewSlug,
    info: {
      title,
      version: str(info.version) ?? '',
      summary: str(info.summary),
      description: str(info.description),
      contact: contact ? { name: str(contact.name), url: str(contact.url), email: str(contact.email) } : undefined,
      license: license
        ? { name: license.name as string, url: str(license.url), identifier: str(license.identifier) }
        : undefined,
    },
    servers: readServers(raw.servers) ?? [],
    tags,
    operations,
    ...(externalDocs(raw.externalDocs) ? { externalDocs: externalDocs(raw.externalDocs) } : {}),
    schemas: isObj(components.schemas) ? (components.schemas as Record<string, SchemaObject>) : {},
    securitySchemes: readSecuritySchemes(components.securitySchemes, (v) => deref(raw, v)),
    security: readSecurity(raw.security),
    ...(webhooks.length ? { webhooks } : {}),
    ...(warnings.length ? { warnings } : {}),
  };
}

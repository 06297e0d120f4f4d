import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ApiDocument } from '../../lib/shared/openapi-types';

// The OpenAPI files' check against RA.Aid's server routes (server-routes.yaml beside each file); only tests read it.

/** One HTTP operation of RA.Aid's server, as read from its code. */
export interface ServerOperation {
  method: string;
  path: string;
  operationId: string;
  /** Every status the code can answer with, ascending. */
  statuses: number[];
}

/** The route list of one RA.Aid commit: `server-routes.yaml`. */
export interface ServerRoutes {
  commit: string;
  operations: ServerOperation[];
}

/** Reads and checks a route list; a malformed one is an error naming the file. */
export function readServerRoutes(file: string): ServerRoutes {
  const data: unknown = parse(readFileSync(file, 'utf8'));
  const fail = (what: string) => new Error(`${file}: ${what}`);
  if (typeof data !== 'object' || data === null) throw fail('expected an object with commit and operations');
  const { commit, operations } = data as { commit?: unknown; operations?: unknown };
  if (typeof commit !== 'string' || !/^[0-9a-f]{40}$/.test(commit)) throw fail('commit must be a 40-digit commit id');
  if (!Array.isArray(operations)) throw fail('operations must be a list');
  return {
    commit,
    operations: operations.map((raw: unknown, i) => {
      const op = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const { method, path, operationId, statuses } = op;
      if (typeof method !== 'string' || typeof path !== 'string' || typeof operationId !== 'string')
        throw fail(`operation ${i + 1} needs method, path and operationId`);
      if (!Array.isArray(statuses) || !statuses.every((s) => Number.isInteger(s)))
        throw fail(`operation ${i + 1} needs statuses, a list of status codes`);
      return {
        method: method.toLowerCase(),
        path,
        operationId,
        statuses: [...(statuses as number[])].sort((a, b) => a - b),
      };
    }),
  };
}

const key = (op: Pick<ServerOperation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

/**
 * Where an OpenAPI file and the server's route list disagree (missing operations, different operationIds or statuses);
 * empty when they agree.
 */
export function operationDrift(doc: ApiDocument, routes: ServerRoutes): string[] {
  const documented = new Map(
    doc.operations.map((op) => [
      key(op),
      {
        operationId: op.operationId ?? '(none)',
        statuses: op.responses.map((r) => Number(r.status)).sort((a, b) => a - b),
      },
    ]),
  );
  const served = new Map(routes.operations.map((op) => [key(op), op]));
  const drift: string[] = [];
  for (const [route, op] of served) {
    const doc = documented.get(route);
    if (!doc) {
      drift.push(`${route}: the server has it, the OpenAPI file does not`);
      continue;
    }
    if (doc.operationId !== op.operationId)
      drift.push(`${route}: operationId ${doc.operationId} in the OpenAPI file, ${op.operationId} in the server code`);
    if (doc.statuses.join() !== op.statuses.join())
      drift.push(
        `${route}: statuses ${doc.statuses.join(', ')} in the OpenAPI file, ${op.statuses.join(', ')} in the code`,
      );
  }
  for (const route of documented.keys()) {
    if (!served.has(route)) drift.push(`${route}: the OpenAPI file has it, the server does not`);
  }
  return drift;
}

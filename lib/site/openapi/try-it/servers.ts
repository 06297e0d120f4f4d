import { serverUrl } from '../servers';
import type { ApiServer } from '../../../shared/openapi-types';

/** One choice of the Send panel's server picker: a server with one value for each of its `enum` variables. */
export interface ServerChoice {
  url: string;
  description?: string;
}

/** More choices than this make the picker hard to read: the rest stay reachable by typing a custom URL. */
const MAX_CHOICES = 12;

/**
 * The picker's servers: one per combination of enum variable values (defaults first), duplicates removed, trailing
 * slashes dropped.
 */
export function serverChoices(servers: readonly ApiServer[]): ServerChoice[] {
  const out: ServerChoice[] = [];
  for (const server of servers) {
    let combos: Record<string, string>[] = [{}];
    for (const [name, v] of Object.entries(server.variables ?? {})) {
      const values = v.enum?.length ? [v.default, ...v.enum.filter((e) => e !== v.default)] : [v.default];
      combos = combos.flatMap((c) => values.map((value) => ({ ...c, [name]: value })));
    }
    for (const combo of combos) out.push({ url: serverUrl(server, combo).replace(/\/+$/, ''), description: server.description });
  }
  const unique = out.filter((c, i) => out.findIndex((o) => o.url === c.url) === i);
  return unique.slice(0, MAX_CHOICES);
}

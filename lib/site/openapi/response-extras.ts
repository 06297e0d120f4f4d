import type { ApiDocument, ApiHeader, ApiLink } from '../../shared/openapi-types';
import { operationRoute } from './paths';
import type { OperationSection, ResponseSection } from './sections';
import { schemaView, typeLabel } from './schema-view';

/** A response header as the page shows it: with its type line ('string' when the file gives no schema). */
export interface ShownHeader extends ApiHeader {
  typeLabel: string;
}

/** A response link as the page shows it: with the page of the operation it leads to, when that is known. */
export interface ShownLink extends ApiLink {
  href?: string;
}

/** What a response lists under its body: its headers and links, when it has them. */
export interface ResponseExtras {
  headers?: ShownHeader[];
  links?: ShownLink[];
}

function extras(r: ResponseSection, doc: ApiDocument, route: string | undefined): ResponseExtras {
  const { headers, links } = r.response;
  return {
    ...(headers
      ? { headers: headers.map((h) => ({ ...h, typeLabel: h.schema ? typeLabel(schemaView(h.schema, doc.schemas)) : 'string' })) }
      : {}),
    ...(links
      ? {
          links: links.map((l) =>
            l.target && route !== undefined ? { ...l, href: operationRoute(route, l.target.slug) } : l,
          ),
        }
      : {}),
  };
}

/**
 * The headers and links of every response on an operation's page, by the response's anchor. A callback's responses
 * link to no page: the request is the caller's, sent to the caller's URL.
 */
export function responseExtras(sections: readonly OperationSection[], doc: ApiDocument, route: string): Record<string, ResponseExtras> {
  const out: Record<string, ResponseExtras> = {};
  for (const s of sections) {
    if (s.kind === 'responses') for (const r of s.responses) out[r.id] = extras(r, doc, route);
    if (s.kind === 'callbacks') for (const c of s.callbacks) for (const r of c.responses) out[r.id] = extras(r, doc, undefined);
  }
  return out;
}

import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';
import { markdownPath } from '../../lib/build/outputs/markdown/urls';
import { withBase } from '../../lib/shared/paths/index';

/**
 * Markdown on request: every page of the export has a Markdown twin beside it (`/route` → `/route.md`,
 * `/` → `/index.md`), which the server sends instead of the HTML to a client that asks for it with `Accept`.
 */

/** The twin of the page that `file` (a `.html` file under the site folder) holds, relative to the folder; undefined for other files. */
export function twinFile(sitePath: string, file: string): string | undefined {
  return file.endsWith('.html') ? markdownPath(sitePath).slice(1) : undefined;
}

/**
 * Whether the request's `Accept` header ranks `text/markdown` above `text/html` (quality values first, then the
 * more specific type, then the order the client listed them in). No header, `*\/*`, `text/*` and browsers' headers
 * get HTML; so does a header that accepts neither.
 */
export function prefersMarkdown(req: Pick<IncomingMessage, 'headers'>): boolean {
  return new Negotiator(req).mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

/** The `Link` header that names a page's twin (`</pr-42/usage/web-ui.md>; rel="alternate"; type="text/markdown"`). */
export function twinLink(base: string, twin: string): string {
  return `<${withBase(base, twin)}>; rel="alternate"; type="text/markdown"`;
}

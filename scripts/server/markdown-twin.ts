import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';
import { markdownPath } from '../../lib/shared/paths/outputs';
import { withBase } from '../../lib/shared/paths/index';

// Markdown on request: the server sends a page's Markdown twin instead of its HTML to a client that asks with `Accept`.

/** The twin of the page that `file` holds, relative to the site folder; undefined for files that are not pages. */
export function twinFile(sitePath: string, file: string): string | undefined {
  return file.endsWith('.html') ? markdownPath(sitePath).slice(1) : undefined;
}

/** Whether `Accept` ranks `text/markdown` above `text/html`; no header, wildcards and browsers' headers get HTML. */
export function prefersMarkdown(req: Pick<IncomingMessage, 'headers'>): boolean {
  return new Negotiator(req).mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

/** The `Link` header that names a page's twin (`</pr-42/usage/web-ui.md>; rel="alternate"; type="text/markdown"`). */
export function twinLink(base: string, twin: string): string {
  return `<${withBase(base, twin)}>; rel="alternate"; type="text/markdown"`;
}

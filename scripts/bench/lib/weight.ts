import { gzipSize } from '../../server/precompress';

export { gzipSize };

/** What a page loaded, as seen by the browser (one entry per response). */
export interface LoadedResource {
  url: string;
  /** Playwright's resource type: document, script, stylesheet, fetch, image, font, … */
  resourceType: string;
  status: number;
  /** Bytes on the wire (headers and body) as the browser reports them; 0 when unknown. */
  transferBytes: number;
  /** The decoded body. */
  body: Buffer;
}

export interface Bytes {
  count: number;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  requests: number;
  transferBytes: number;
  js: Bytes;
  css: Bytes;
  html: Bytes;
  /** URLs of the scripts, for finding out where the bytes go. */
  scripts: { url: string; gzip: number }[];
}

function kindOf(r: LoadedResource): 'js' | 'css' | 'html' | undefined {
  const path = new URL(r.url).pathname;
  if (r.resourceType === 'script' || /\.m?js$/.test(path)) return 'js';
  if (r.resourceType === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (r.resourceType === 'document') return 'html';
  return undefined;
}

/** The texts of a document's inline `<style>` elements (the no-script rules, or a site's own). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
}

/**
 * Sums what a page loaded. Only what the browser fetched counts, so `noModule` scripts are left out; a document's
 * inline styles count as both its HTML and the page's CSS.
 */
export function pageWeight(resources: readonly LoadedResource[]): PageWeight {
  const empty = (): Bytes => ({ count: 0, raw: 0, gzip: 0 });
  const out: PageWeight = {
    requests: resources.length,
    transferBytes: 0,
    js: empty(),
    css: empty(),
    html: empty(),
    scripts: [],
  };
  for (const r of resources) {
    out.transferBytes += r.transferBytes;
    const kind = kindOf(r);
    if (!kind) continue;
    const gzip = gzipSize(r.body);
    out[kind].count += 1;
    out[kind].raw += r.body.length;
    out[kind].gzip += gzip;
    if (kind === 'js') out.scripts.push({ url: r.url, gzip });
    if (kind === 'html') {
      for (const css of inlineStyles(r.body.toString('utf8'))) {
        out.css.count += 1;
        out.css.raw += Buffer.byteLength(css);
        out.css.gzip += gzipSize(Buffer.from(css));
      }
    }
  }
  return out;
}

export const KIB = 1024;

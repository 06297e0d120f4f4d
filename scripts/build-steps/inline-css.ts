// A step of scripts/finish-export.ts: each exported HTML page carries the site's stylesheets inline.
//
// A stylesheet link is a second request the first paint must wait for, one more round trip on a slow phone;
// the site's CSS is small (about 8 KiB gzipped, the same two files on every page), so each page's head gets
// it as a <style> element instead. The <link> stays, disabled, so that React, which renders the link from
// the page's payload, finds it in the document at hydration and adds no other. It is made by a one-line
// script right after the <style>, not written into the HTML: a browser does not fetch a stylesheet link that
// is disabled when it is added, but Chromium up to at least 150 fetched a disabled link found by its HTML
// parser all the same (the e2e test inline-css.spec.ts saw it). The CSS has no url() references, so moving
// it into the page changes nothing it points to; a file that has one is left linked.
//
// One rule stays in the file only: the one that hides the home page's wrong-base-URL banner "when the
// stylesheet loads" (lib/head-scripts/inline-scripts.ts). A copy inside the page is always there, so it would
// hide the banner even when the site's files fail to load; without it, the banner's own check (did the
// site's scripts run?) decides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL_BANNER_ID } from '../../lib/head-scripts/inline-scripts';

/** Rules that must only apply when the stylesheet file itself has loaded: left out of the inlined copy. */
const FILE_ONLY_RULES = [new RegExp(`#${BASE_URL_BANNER_ID}\\s*\\{[^}]*\\}`, 'g')];

/** The stylesheet's text as the page carries it: without the rules that only make sense in the file. */
export function inlinedText(css: string): string {
  return FILE_ONLY_RULES.reduce((text, rule) => text.replace(rule, ''), css);
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g;

/**
 * The page with each head stylesheet whose text `read` returns inlined, its link made disabled by a script;
 * `inlined` counts them. `read` gets the link's href and returns null to leave a stylesheet linked.
 */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string | null,
): { html: string; inlined: number } {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { html, inlined: 0 };
  let inlined = 0;
  const head = html.slice(0, headEnd).replace(STYLESHEET, (link, href: string, precedence: string) => {
    const css = read(href);
    if (css === null || /url\(/i.test(css)) return link;
    inlined += 1;
    return `<style data-href="${href}">${inlinedText(css).replace(/<\/style/gi, '<\\/style')}</style>${disabledLink(href, precedence)}`;
  });
  return { html: `${head}${html.slice(headEnd)}`, inlined };
}

/**
 * An inline script that adds the stylesheet's link to the head, disabled before it has an href (never fetched).
 * `href` and `precedence` come from the page's own HTML attributes (entities as written there).
 */
export function disabledLink(href: string, precedence: string): string {
  const text = (value: string) => JSON.stringify(decodeAttribute(value)).replace(/</g, '\\u003c');
  return `<script>(function(l){l.rel="stylesheet";l.disabled=true;l.setAttribute("data-precedence",${text(precedence)});l.href=${text(href)};document.head.appendChild(l)})(document.createElement("link"))</script>`;
}

/** The value of an HTML attribute as written between double quotes (the entities React writes there). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Reads the export's stylesheets by their href (files under `_next/static/`), each once; null when unreadable. */
export function stylesheetReader(dir: string): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!cache.has(href)) {
      const at = href.indexOf('_next/static/');
      let css: string | null = null;
      if (at >= 0 && !href.includes('..')) {
        try {
          css = readFileSync(join(dir, href.slice(at)), 'utf8');
        } catch {
          css = null;
        }
      }
      cache.set(href, css);
    }
    return cache.get(href) ?? null;
  };
}

// A step of scripts/finish-export.ts: each exported HTML page carries the stylesheets it uses inline.
//
// A stylesheet link is a second request the first paint must wait for, one more round trip on a slow phone;
// the site's CSS is small (about 7 KiB gzipped: the site's stylesheet, and the doc pages' own with the API
// reference's rules), so each page's head gets it as a <style> element instead. The <link> stays, disabled, so that React, which renders the link from
// the page's payload, finds it in the document at hydration and adds no other. It is made by a one-line
// script right after the <style>, not written into the HTML: a browser does not fetch a stylesheet link that
// is disabled when it is added, but Chromium up to at least 150 fetched a disabled link found by its HTML
// parser all the same (the e2e test inline-css.spec.ts saw it). The CSS has no url() references, so moving
// it into the page changes nothing it points to; a file that has one is left linked.
//
// A stylesheet none of whose rules can match anything in the page (each selector names a class the page's HTML
// does not have: the API reference's rules on a guide) is not inlined: the page's script loader
// (paint-first.ts) adds its link, enabled, with the scripts after the first paint, so the page has those rules
// when script later adds what they style (a client-side navigation to an API page, the sidebar's API category
// opened). A link added before the paint does not hold it either, but Lighthouse's simulation of a slow phone
// counted its download in the time to the largest paint (+150 ms on the guides in `npm run bench`).
//
// One rule stays in the file only: the one that hides the home page's wrong-base-URL banner "when the
// stylesheet loads" (lib/head-scripts/inline-scripts.ts). A copy inside the page is always there, so it would
// hide the banner even when the site's files fail to load; without it, the banner's own check (did the
// site's scripts run?) decides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL_BANNER_ID, DEFERRED_STYLESHEETS } from '../../lib/head-scripts/inline-scripts';

/** Rules that must only apply when the stylesheet file itself has loaded: left out of the inlined copy. */
const FILE_ONLY_RULES = [new RegExp(`#${BASE_URL_BANNER_ID}\\s*\\{[^}]*\\}`, 'g')];

/** The stylesheet's text as the page carries it: without the rules that only make sense in the file. */
export function inlinedText(css: string): string {
  return FILE_ONLY_RULES.reduce((text, rule) => text.replace(rule, ''), css);
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g;

/**
 * The page with each head stylesheet whose text `read` returns inlined, its link made disabled by a script, or,
 * when none of its rules can apply to the page (`appliesTo`), handed to the script loader to link after the
 * first paint; `inlined` and `deferred` count them. `read` gets the link's href and returns null to leave a
 * stylesheet linked as it is.
 */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string | null,
): { html: string; inlined: number; deferred: number } {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { html, inlined: 0, deferred: 0 };
  let inlined = 0;
  let deferred = 0;
  let classes: Set<string> | undefined;
  const head = html.slice(0, headEnd).replace(STYLESHEET, (link, href: string, precedence: string) => {
    const css = read(href);
    if (css === null || /url\(/i.test(css)) return link;
    if (!appliesTo(css, (classes ??= pageClasses(html)))) {
      deferred += 1;
      return deferredLink(href, precedence);
    }
    inlined += 1;
    return `<style data-href="${href}">${inlinedText(css).replace(/<\/style/gi, '<\\/style')}</style>${disabledLink(href, precedence)}`;
  });
  return { html: `${head}${html.slice(headEnd)}`, inlined, deferred };
}

/** An attribute value of the page (entities as written there) as a JavaScript string literal for an inline script. */
function scriptText(value: string): string {
  return JSON.stringify(decodeAttribute(value)).replace(/</g, '\\u003c');
}

/**
 * An inline script that adds the stylesheet's link to the head, disabled before it has an href (never fetched):
 * for a stylesheet the page carries inline. `href` and `precedence` come from the page's own HTML attributes.
 */
export function disabledLink(href: string, precedence: string): string {
  return `<script>(function(l){l.rel="stylesheet";l.disabled=true;l.setAttribute("data-precedence",${scriptText(precedence)});l.href=${scriptText(href)};document.head.appendChild(l)})(document.createElement("link"))</script>`;
}

/** An inline script that hands a stylesheet the page does not use to the script loader (see above). */
export function deferredLink(href: string, precedence: string): string {
  const list = JSON.stringify(DEFERRED_STYLESHEETS);
  return `<script>(self[${list}]=self[${list}]||[]).push([${scriptText(href)},${scriptText(precedence)}])</script>`;
}

/** Every class named in the page's `class` attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) classes.add(name);
  return classes;
}

/**
 * Whether a rule of the stylesheet may match an element of a page with these classes: false only when every
 * selector of every rule requires a class the page lacks (a class inside `:not(…)` and other parentheses
 * counts for nothing). Anything it cannot read that way (a selector without a class, an escaped name, an
 * @-rule's own block such as @font-face or a keyframe) counts as matching.
 */
export function appliesTo(css: string, classes: ReadonlySet<string>): boolean {
  const selectors = classSelectors(css);
  return selectors === ALWAYS || selectors.some((required) => required.every((name) => classes.has(name)));
}

const ALWAYS = 'always';

/** Per stylesheet text, the classes each of its selectors requires, or ALWAYS (see appliesTo): read once. */
const selectorsOf = new Map<string, string[][] | typeof ALWAYS>();

function classSelectors(css: string): string[][] | typeof ALWAYS {
  let known = selectorsOf.get(css);
  if (known === undefined) {
    known = readClassSelectors(css);
    selectorsOf.set(css, known);
  }
  return known;
}

function readClassSelectors(css: string): string[][] | typeof ALWAYS {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const out: string[][] = [];
  for (const [, prelude] of text.matchAll(/([^{}]+)\{/g)) {
    const selectors = prelude.trim();
    if (selectors.startsWith('@media') || selectors.startsWith('@supports') || selectors.startsWith('@layer')) continue;
    if (selectors.startsWith('@') || selectors.includes('\\')) return ALWAYS;
    let outer = selectors;
    while (/\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, '');
    for (const selector of outer.split(',')) {
      const required = [...selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]);
      if (!required.length) return ALWAYS;
      out.push(required);
    }
  }
  return out;
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

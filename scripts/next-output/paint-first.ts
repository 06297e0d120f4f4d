// A step of scripts/finish-export.ts: each page loads its JavaScript only once its static HTML has painted. Next's
// async chunk scripts can run while the parser is still in the article and delay the first paint, though the static
// HTML is already final.
import { SCRIPTS_SETTLED_EVENT, SCRIPTS_STATE } from '../../lib/browser/head-scripts/inline-scripts';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOAD_SCRIPT = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="([^"]+)"\/>/g;
/** How the loader's code starts: a page that has it has been rewritten. */
const LOADER_START = '(function(s,p){var d=document,w=window,';

/**
 * The inline loader. `window[SCRIPTS_STATE]` is `'pending'` until every script has loaded or failed; then `document`
 * gets SCRIPTS_SETTLED_EVENT, which the home page's base-URL check waits for.
 */
export function loaderScript(scripts: readonly string[], preloads: readonly string[]): string {
  const state = JSON.stringify(SCRIPTS_STATE);
  const settled = JSON.stringify(SCRIPTS_SETTLED_EVENT);
  const code =
    `${LOADER_START}done=0,n=s.length;w[${state}]='pending';` +
    `function end(){w[${state}]='done';d.dispatchEvent(new Event(${settled}))}` +
    `function settle(){if(--n===0)end()}` +
    `function pre(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;d.head.appendChild(l)}` +
    `function add(){s.forEach(function(h){var e=d.createElement('script');e.src=h;e.async=true;e.onload=e.onerror=settle;d.head.appendChild(e)})}` +
    `function go(){if(done)return;done=1;p.forEach(pre);add()}` +
    `function parsed(f){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',f);else f()}` +
    // A hidden page never paints: load at once, also when it is hidden before its first paint. Should no paint
    // ever be reported, the scripts still load a while after the load event.
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')parsed(go)});` +
    `w.addEventListener('load',function(){setTimeout(go,3000)});` +
    `if(d.visibilityState!=='visible'||!w.performance||!performance.getEntriesByName)return parsed(go);` +
    // The paint entry appears once the frame is on screen: look for it at each frame.
    `(function wait(){if(performance.getEntriesByName('first-contentful-paint').length)parsed(go);else requestAnimationFrame(wait)})()})` +
    `(${JSON.stringify(scripts)},${JSON.stringify(preloads)})`;
  return `<script>${code.replace(/</g, '\\u003c')}</script>`;
}

/** The page with its chunk scripts and preloads replaced by the loader; unchanged (`chunks` 0) without any. */
export function paintFirst(html: string): { html: string; chunks: number } {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { html, chunks: 0 };
  const at = html.slice(0, headEnd).search(ASYNC_SCRIPT);
  if (at < 0) return { html, chunks: 0 };
  const scripts = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]))];
  const preloads = [...html.matchAll(PRELOAD_SCRIPT)].map((m) => m[1]).filter((href) => !scripts.includes(href));
  const rest = (part: string) => part.replace(ASYNC_SCRIPT, '').replace(PRELOAD_SCRIPT, '');
  return {
    html: `${rest(html.slice(0, at))}${loaderScript(scripts, preloads)}${rest(html.slice(at))}`,
    chunks: scripts.length,
  };
}

/** A reference to one of Next's JavaScript chunks (with or without a base path). */
const CHUNK_JS = /\/_next\/static\/chunks\/[^"'\s>]+\.js/;
/** A tag that makes the browser fetch a script while it parses the page, whatever the order of its attributes. */
const SCRIPT_FETCH_TAG = /<script\b[^>]*\bsrc=[^>]*>|<link\b[^>]*\b(?:as=["']?script|rel=["']?modulepreload)\b[^>]*>/gi;
/** noModule scripts only load in browsers that run none of the site's code; paint-first leaves them. */
const NO_MODULE = /\bnomodule\b/i;

/**
 * Why a page of the export would still load Next's chunks before its first paint: each chunk-loading tag left, or
 * no loader in a page with chunks. Empty for a rewritten page and for a page without chunks (a redirect page). It
 * checks the result, not paintFirst's steps, so a page in a form paintFirst does not read is caught.
 */
export function loadsBeforePaint(html: string): string[] {
  const tags = [...html.matchAll(SCRIPT_FETCH_TAG)].map((m) => m[0]).filter((tag) => !NO_MODULE.test(tag));
  const left = tags.filter((tag) => CHUNK_JS.test(tag));
  const withoutNoModule = html.replace(SCRIPT_FETCH_TAG, (tag) => (NO_MODULE.test(tag) ? '' : tag));
  if (CHUNK_JS.test(withoutNoModule) && !html.includes(LOADER_START)) left.push('no paint-first loader');
  return left;
}

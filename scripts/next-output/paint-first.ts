// A step of scripts/finish-export.ts: each exported HTML page loads its JavaScript only once its static HTML
// has painted.
//
// Next writes every chunk of a page as `<script src async>` in the head (and a few `<link rel=preload
// as=script>`). Async scripts run as soon as they arrive, which on a fast connection is while the parser is
// still in the article: the first paint then waits for them, and a browser (or Lighthouse's simulation of a
// slow phone) counts the whole JavaScript download and run as part of the time to show the text. The static
// HTML is already final, so nothing is lost by showing it first: the chunks are replaced by one small inline
// script that adds them (in the same order, still async) once the browser has reported the first contentful
// paint and the document is parsed. Hidden pages (a background tab never paints) and browsers without paint
// timing load them when the document is parsed. Pages hydrate as before, a few frames later.
import { SCRIPTS_SETTLED_EVENT, SCRIPTS_STATE } from '../../lib/build/outputs/head-scripts/inline-scripts';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOAD_SCRIPT = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="([^"]+)"\/>/g;

/**
 * The inline loader: adds the preloads and scripts once the first contentful paint is on screen and the document
 * is parsed (see above). Until the scripts have all loaded or failed, `window[SCRIPTS_STATE]` is `'pending'`; then it is `'done'` and `document`
 * gets the SCRIPTS_SETTLED_EVENT (the home page's base-URL check waits for it).
 */
export function loaderScript(scripts: readonly string[], preloads: readonly string[]): string {
  const state = JSON.stringify(SCRIPTS_STATE);
  const settled = JSON.stringify(SCRIPTS_SETTLED_EVENT);
  const code =
    `(function(s,p){var d=document,w=window,done=0,n=s.length;w[${state}]='pending';` +
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

/**
 * The page with its async chunk scripts and script preloads (in the head, and the one Next adds to the body)
 * replaced by the loader, at the place of the head's first script; unchanged (`chunks` 0) when the head has no
 * async script.
 */
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

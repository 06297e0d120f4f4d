// No 'client-only' marker: server components (the root layout) import this module to write its script into the page.
/**
 * Inline <head> scripts run before the first paint and any module, so they read storage directly, each read in
 * try/catch; values are JSON-encoded into the script.
 */
import {
  COLOR_MODE_QUERY_KEY,
  COLOR_MODE_STORAGE_KEY,
  decideColorMode,
  type ColorModeOptions,
} from '../../shared/theme/color-mode';
import { ANNOUNCEMENT_DISMISS_KEY } from '../../shared/theme/announcement';

/**
 * Sets `<html data-theme>` as decideColorMode (lib/shared/theme/color-mode.ts) decides, from what the page can read.
 * The inline script is its source text, so it must be self-contained: `decide` is decideColorMode, passed in the same
 * way, and the keys and options as JSON.
 */
export function applyColorMode(
  doc: Document,
  decide: typeof decideColorMode,
  keys: { query: string; storage: string },
  options: ColorModeOptions,
): void {
  const read = <T>(get: () => T, fallback: T): T => {
    try {
      return get();
    } catch {
      return fallback;
    }
  };
  const facts = {
    query: read(() => new URLSearchParams(location.search).get(keys.query), null),
    stored: read(() => localStorage.getItem(keys.storage), null),
    matches: (media: string) => read(() => matchMedia(media).matches, false),
  };
  doc.documentElement.setAttribute('data-theme', decide(facts, options));
}

/** Inline script for <head>: the colour mode, applied before the first paint. */
export function colorModeScript({ defaultMode, respectPrefersColorScheme }: ColorModeOptions): string {
  const keys = { query: COLOR_MODE_QUERY_KEY, storage: COLOR_MODE_STORAGE_KEY };
  const args = [
    decideColorMode.toString(),
    JSON.stringify(keys),
    JSON.stringify({ defaultMode, respectPrefersColorScheme }),
  ];
  return `(${applyColorMode.toString()})(document,${args.join(',')})`;
}

/** Sets `<html data-announcement-bar-initially-dismissed>` so CSS hides a dismissed bar before paint. */
export function announcementScript(): string {
  return `(function(){var v=false;try{v=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'}catch(e){}document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(v))})()`;
}

/**
 * Set on `window` by the exported pages' script loader (scripts/next-output/paint-first.ts): `'pending'`, then `'done'`
 * once its scripts settle, with an event of the same name on `document`.
 */
export const SCRIPTS_STATE = '__siteScripts';
export const SCRIPTS_SETTLED_EVENT = 'site:scripts';

/** Element ids of the wrong-base-URL banner (hidden by the stylesheet when CSS loads). */
export const BASE_URL_BANNER_ID = '__docusaurus-base-url-issue-banner-container';

/**
 * Home page only: when the site's scripts never ran (a wrong base URL breaks every asset URL), prepend a banner naming
 * the configured base URL. It waits for the scripts to settle, since an exported page adds them after its first paint.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const html =
    `<div id="__docusaurus-base-url-issue-banner" style="border: thick solid red; background-color: rgb(255, 230, 179); margin: 20px; padding: 20px; font-size: 20px;">` +
    `<p style="font-weight: bold; font-size: 30px;">Your Docusaurus site did not load properly.</p>` +
    `<p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight: bold;">baseUrl configuration</a>.</p>` +
    `<p>Current configured baseUrl = <span style="font-weight: bold; color: red;">${escapeHtml(baseUrl)}</span> ${baseUrl === '/' ? ' (default value)' : ''}</p>` +
    `<p>We suggest trying baseUrl = <span id="__docusaurus-base-url-issue-banner-suggestion-container" style="font-weight: bold; color: green;"></span></p>` +
    `</div>`;
  return `(function(){function show(){if(typeof window.next!=='undefined')return;var c=document.createElement('div');c.id=${JSON.stringify(BASE_URL_BANNER_ID)};c.innerHTML=${JSON.stringify(html)};document.body.prepend(c);var p=location.pathname;document.getElementById('__docusaurus-base-url-issue-banner-suggestion-container').textContent=p.slice(-1)==='/'?p:p+'/'}function check(){if(window[${JSON.stringify(SCRIPTS_STATE)}]==='pending')document.addEventListener(${JSON.stringify(SCRIPTS_SETTLED_EVENT)},function(){setTimeout(show,0)},{once:true});else show()}if(document.readyState==='complete')check();else window.addEventListener('load',check)})()`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

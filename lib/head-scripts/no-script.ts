/**
 * The style a page gets only when JavaScript is off (inside `<noscript>` in <head>, app/layout.tsx): the tab
 * lists cannot switch panels there, so they are hidden and every panel is shown, each under its tab's label
 * as a heading (components/mdx/tabs-client.tsx). Likewise the mobile "On this page" button gives way to the
 * `<details>` copy of its list (components/layout/toc.tsx).
 */
export const NO_SCRIPT_CSS = [
  '.tabs{display:none}',
  '.tabs__panel[hidden]{display:block}',
  '.tabs__panel-heading{display:block}',
  '.tabs__panel+.tabs__panel{margin-top:1.25rem}',
  // The mobile "On this page" button cannot open its list: the <details> copy beside it does (toc.tsx).
  '.theme-doc-toc-mobile{display:none}',
].join('');

/** The `<noscript>` body for <head>. */
export function noScriptHead(): string {
  return `<style>${NO_SCRIPT_CSS}</style>`;
}

/**
 * The style a page gets only when JavaScript is off (inside `<noscript>` in <head>, app/layout.tsx): the tab
 * lists cannot switch panels there, so they are hidden and every panel is shown, each under its tab's label
 * as a heading (components/mdx/tabs-client.tsx). The copy buttons, which need a script, are left out.
 */
export const NO_SCRIPT_CSS = [
  '.tabs{display:none}',
  '.tabs__panel[hidden]{display:block}',
  '.tabs__panel-heading{display:block}',
  '.tabs__panel+.tabs__panel{margin-top:1.25rem}',
  // The copy buttons are served by a script (copy-controls.ts).
  '[data-copy]{display:none}',
].join('');

/** The `<noscript>` body for <head>. */
export function noScriptHead(): string {
  return `<style>${NO_SCRIPT_CSS}</style>`;
}

/**
 * The style a page gets only when JavaScript is off (inside `<noscript>` in <head>, app/layout.tsx): the copy
 * buttons, which are served by a script (./button-controls.ts), are left out. Everything else works without it.
 */
export const NO_SCRIPT_CSS = '[data-copy]{display:none}';

/** The `<noscript>` body for <head>. */
export function noScriptHead(): string {
  return `<style>${NO_SCRIPT_CSS}</style>`;
}

// No 'client-only' marker: the root layout, a server component, writes this CSS into the page's <noscript>.
import { CONTROLS } from '../../shared/controls';

/** Without JavaScript the copy buttons cannot work (button-controls.ts serves them), so they are hidden. */
export const NO_SCRIPT_CSS = `[${CONTROLS.copy.attribute}]{display:none}`;

/** The `<noscript>` body for <head>. */
export function noScriptHead(): string {
  return `<style>${NO_SCRIPT_CSS}</style>`;
}

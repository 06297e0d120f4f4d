import { installEarlySearch } from '../../../shared/search/early-search';
import { pageKeyAction } from '../../../shared/search/page-keys';

/** Inline script for <head>: keeps a search asked for before hydration (lib/shared/search/early-search.ts). */
export function earlySearchScript(openOnTypingPage: boolean): string {
  return `(${installEarlySearch.toString()})(window,${pageKeyAction.toString()},${JSON.stringify(openOnTypingPage)})`;
}

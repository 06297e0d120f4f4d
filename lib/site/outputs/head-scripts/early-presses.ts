import { EARLY_PRESSES, installEarlyPresses } from '../../../shared/early-presses';
import { pageKeyAction } from '../../../shared/search/page-keys';

/** Inline script for <head>: keeps presses made before hydration (lib/shared/early-presses.ts). */
export function earlyPressesScript(openOnTypingPage: boolean): string {
  const args = [JSON.stringify(EARLY_PRESSES), pageKeyAction.toString(), JSON.stringify(openOnTypingPage)];
  return `(${installEarlyPresses.toString()})(window,${args.join(',')})`;
}

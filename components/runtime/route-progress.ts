import 'client-only';
/** Browser-only: the route-change progress bar, shown only for slow navigations; nprogress loads when first due. */
import { currentUrl, onLocationChange, onNavigationStart } from './route-events';

export const PROGRESS_DELAY_MS = 200;

type NProgressApi = typeof import('nprogress');

let timer: ReturnType<typeof setTimeout> | undefined;
let nprogress: NProgressApi | undefined;
let started = false;

async function startBar(): Promise<void> {
  if (!nprogress) {
    const loaded = (await import('nprogress')).default;
    loaded.configure({ showSpinner: false });
    nprogress = loaded;
  }
  // The route may have rendered while the library loaded.
  if (timer === undefined) return;
  nprogress.start();
}

/** Same-path changes show no bar. */
function navigationStarted(target: URL): void {
  if (target.pathname === currentUrl().pathname) return;
  clearTimeout(timer);
  timer = setTimeout(() => void startBar(), PROGRESS_DELAY_MS);
}

/** The new route has rendered: cancels a pending start and completes a running bar. */
function navigationDone(): void {
  clearTimeout(timer);
  timer = undefined;
  nprogress?.done();
}

/** Wires the bar to the route events; called once, from instrumentation-client.ts. */
export function showProgressOnNavigation(): void {
  if (started) return;
  started = true;
  onNavigationStart(navigationStarted);
  onLocationChange(navigationDone);
}

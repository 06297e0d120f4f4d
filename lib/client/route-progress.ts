/**
 * The route-change progress bar (nprogress, no spinner, library defaults otherwise): it starts only
 * when a navigation to another path takes longer than 200 ms, and completes when the new route renders.
 */
import NProgress from 'nprogress';
import { currentUrl } from './location';

export const PROGRESS_DELAY_MS = 200;

let timer: ReturnType<typeof setTimeout> | undefined;
let configured = false;

/** Called when a client navigation starts (a link click). Query- or hash-only changes show no bar. */
export function routeChangeStarted(href: string): void {
  const target = new URL(href, window.location.href);
  if (target.pathname === currentUrl().pathname) return;
  if (!configured) {
    NProgress.configure({ showSpinner: false });
    configured = true;
  }
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

/** Called once the new route has rendered: cancels a pending start and completes a running bar. */
export function routeChangeDone(): void {
  clearTimeout(timer);
  timer = undefined;
  NProgress.done();
}

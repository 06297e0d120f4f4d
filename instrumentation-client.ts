// Loaded by Next.js before the app hydrates. Router navigations are reported here through Next's public
// `onRouterTransitionStart` hook; the page lifecycle (scroll, focus, progress bar, the warning on a failed
// route load) listens to them in components/layout/route-events.ts.
import { routeTransitionStarted, type RouterNavigationType } from '@/components/layout/route-events';
import { showProgressOnNavigation } from '@/components/layout/route-progress';

showProgressOnNavigation();

export function onRouterTransitionStart(url: string, navigationType: RouterNavigationType): void {
  routeTransitionStarted(url, navigationType);
}

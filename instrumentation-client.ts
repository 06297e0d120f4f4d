// Loaded by Next.js before the app hydrates. Router navigations are reported here through Next's public
// `onRouterTransitionStart` hook; the page lifecycle (scroll, focus, progress bar, the warning on a failed
// route load) listens to them in components/runtime/route-events.ts.
import { routeTransitionStarted, type RouterNavigationType } from '@/components/runtime/route-events';
import { showProgressOnNavigation } from '@/components/runtime/route-progress';

showProgressOnNavigation();

export function onRouterTransitionStart(url: string, navigationType: RouterNavigationType): void {
  routeTransitionStarted(url, navigationType);
}

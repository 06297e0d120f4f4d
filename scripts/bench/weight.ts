// Page weight of each spec route and the not-found page, cold cache, in Chromium through Playwright.
import { chromium } from '@playwright/test';
import type { RouteWeight } from './lib/results';
import { pageWeight } from './lib/weight';
import { loadPageResources } from '../../tests/helpers/page-resources';
import { SPEC_ROUTES } from '../../tests/spec-routes';
import { CHROME } from './serve';

const NOT_FOUND_ROUTE = '/no-such-page';

export async function measureWeights(
  origin: string,
  routes: readonly string[] = [...SPEC_ROUTES, NOT_FOUND_ROUTE],
  { ourSite = true }: { ourSite?: boolean } = {},
): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const out: RouteWeight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { status, resources } = await loadPageResources(page, `${origin}${route}`, { ourSite });
      const { requests, transferBytes, js, css, html } = pageWeight(resources);
      out.push({ route, status, requests, transferBytes, js, css, html });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

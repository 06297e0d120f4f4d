import type { Page, Route } from '@playwright/test';

/** Holds every script the page asks for from now on, until `release`; `held` counts them. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    held,
    release: async () => {
      holding = false;
      for (const route of held) await route.continue();
    },
  };
}

import type { Page } from '@playwright/test';
import { waitForHydration } from '../../fixtures';

/** The search modal, its input, and a page that is ready for a first search. */
export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const input = (page: Page) => page.locator('.DocSearch-Input');

export async function ready(page: Page, path = '/configuration/logging') {
  await page.goto(path);
  await waitForHydration(page);
}

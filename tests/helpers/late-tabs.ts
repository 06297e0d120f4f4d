import type { Page } from '@playwright/test';

/**
 * Holds back the chunk with the tab sets' code by `ms`: with a click as the reader's first interaction, that code
 * starts loading with the click and arrives after the navigation would have rendered.
 */
export async function delayTabsCode(page: Page, ms = 1500): Promise<void> {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('tabs__item--active')) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}

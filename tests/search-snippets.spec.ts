import { expect, test, waitForHydration } from './fixtures';

/** The /search result whose title links to `hash` on the page. */
function resultFor(page: import('@playwright/test').Page, hash: string) {
  return page.locator('article').filter({ has: page.locator(`h3 a[href$="${hash}"]`) });
}

test('/search: a heading hit shows the first text of its section, not only the page title', async ({ page }) => {
  await page.goto('/search?q=troubleshooting');
  await waitForHydration(page);
  const hit = resultFor(page, '/usage/custom-tools#troubleshooting');
  await expect(hit.locator('h3 mark')).toHaveText(/^troubleshooting$/i);
  const snippet = hit.locator('p');
  await expect(snippet).toContainText('Start-up error about');
  // The page title appears once, as the breadcrumb above the snippet, and is not the snippet.
  await expect(snippet).not.toContainText('Adding your own tools');
});

test('/search: the query words are highlighted in a heading hit’s section text', async ({ page }) => {
  await page.goto('/search?q=cowboy');
  await waitForHydration(page);
  const hit = resultFor(page, '/usage/modern-web-app#cowboy-mode-fast-at-your-own-risk');
  await expect(hit.locator('h3 mark')).toHaveText(/^cowboy$/i);
  await expect(hit.locator('p')).toContainText('mode removes the prompts');
  await expect(hit.locator('p mark').first()).toHaveText(/^cowboy$/i);
});

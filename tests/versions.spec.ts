import { axe } from './helpers/axe';
import type { Page } from '@playwright/test';
import { BASE_PATH, BASE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

// The two-version fixture site (tests/fixtures/versioned) under the preview base path: current docs at /pr-42/,
// version 1.0 under /pr-42/1.0/. `site` is a page's URL, `at` its path as links write it (the root as /pr-42, as
// Next writes a base path without a trailing slash).
const KEY = 'docs-preferred-version-default';
const site = (path: string) => `${BASE_SITE}${path}`;
const at = (path: string) => (path === '/' ? BASE_PATH : `${BASE_PATH}${path}`);
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);
const versionMenu = (page: Page) => page.locator('nav[aria-label="Main"] .navbar__versions');

async function openVersions(page: Page) {
  await waitForHydration(page);
  await versionMenu(page).locator('summary.dropdown__trigger').click();
  await expect(versionMenu(page).locator('.dropdown__menu')).toBeVisible();
}

test.describe('docs versions (two-version fixture site)', () => {
  test('an older version is served under /1.0/ with its own sidebar and category pages', async ({ page }) => {
    const response = await page.goto(site('/1.0/guide/setup'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText('Setup (1.0)');
    const sidebar = page.locator('.doc-sidebar');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Setup (1.0)');
    await expect(sidebar.getByRole('link', { name: 'Old feature' })).toHaveAttribute(
      'href',
      at('/1.0/guide/old-feature'),
    );
    await expect(sidebar.getByRole('link', { name: 'New feature' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute(
      'href',
      at('/1.0/category/guide'),
    );
    expect((await page.goto(site('/1.0')))?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText('Fixture docs, version 1.0');
    expect((await page.goto(site('/1.0/guide/new-feature')))?.status()).toBe(404);
  });

  test('older pages show the badge and the unmaintained banner; current pages show only the badge', async ({
    page,
  }) => {
    await page.goto(site('/1.0/category/guide'));
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: 1.0');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toHaveText(
      'This is documentation for RA.Aid Documentation 1.0, which is no longer actively maintained.For up-to-date documentation, see the latest version (Next).',
    );
    await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', at('/category/guide'));
    await page.goto(site('/guide/setup'));
    await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('the banner link goes to the same page in the latest version and remembers that version', async ({ page }) => {
    await page.goto(site('/1.0/guide/setup'));
    await waitForHydration(page);
    await page.getByRole('alert').getByRole('link', { name: 'latest version' }).click();
    await expect(page).toHaveURL(site('/guide/setup'));
    await expect(page.locator('main h1')).toHaveText('Setup (current)');
    expect(await stored(page)).toBe('current');
  });

  test('the version dropdown lists every version, marks the active one and goes to the same page there', async ({
    page,
  }) => {
    await page.goto(site('/guide/setup'));
    await expect(versionMenu(page).locator('summary.dropdown__trigger')).toHaveText('Next');
    await openVersions(page);
    const items = versionMenu(page).locator('.dropdown__link');
    await expect(items).toHaveText(['Next', '1.0']);
    await expect(items.first()).toHaveClass(/dropdown__link--active/);
    await items.nth(1).click();
    await expect(page).toHaveURL(site('/1.0/guide/setup'));
    await expect(page.locator('main h1')).toHaveText('Setup (1.0)');
    await expect(versionMenu(page).locator('summary.dropdown__trigger')).toHaveText('1.0');
    await expect(versionMenu(page).locator('.dropdown__menu')).toBeHidden();
    expect(await stored(page)).toBe('1.0');
  });

  test("choosing a version that lacks the page goes to that version's landing page", async ({ page }) => {
    await page.goto(site('/guide/new-feature'));
    await openVersions(page);
    await versionMenu(page).getByRole('link', { name: '1.0' }).click();
    await expect(page).toHaveURL(site('/1.0'));
    await expect(page.locator('main h1')).toHaveText('Fixture docs, version 1.0');
  });

  test('version links keep the query and hash of the current URL', async ({ page }) => {
    await page.goto(site('/1.0/guide/setup?ref=x#install'));
    await openVersions(page);
    await expect(versionMenu(page).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      at('/guide/setup?ref=x#install'),
    );
  });

  test('a stored preferred version that no longer exists is deleted on load; an existing one is kept', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, '0.9');
      }
    }, KEY);
    await page.goto(site('/guide/setup'));
    await waitForHydration(page);
    await expect.poll(() => stored(page)).toBeNull();
    await page.evaluate((key) => localStorage.setItem(key, '1.0'), KEY);
    await page.reload();
    await waitForHydration(page);
    expect(await stored(page)).toBe('1.0');
  });

  test('with storage unavailable, a console warning is written and the dropdown still works', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(site('/guide/setup'));
    await openVersions(page);
    await versionMenu(page).getByRole('link', { name: '1.0' }).click();
    await expect(page).toHaveURL(site('/1.0/guide/setup'));
    expect(warnings.some((w) => w.includes('storage is not available'))).toBe(true);
  });

  test('on a not-found path inside a version, the dropdown offers each version landing page', async ({ page }) => {
    await page.goto(site('/1.0/nope'));
    await openVersions(page);
    await expect(versionMenu(page).locator('summary.dropdown__trigger')).toHaveText('1.0');
    await expect(versionMenu(page).getByRole('link', { name: 'Next' })).toHaveAttribute('href', at('/'));
    await expect(versionMenu(page).getByRole('link', { name: '1.0' })).toHaveAttribute('href', at('/1.0'));
  });

  test('the navbar Docs link goes to the landing doc of the version being read', async ({ page }) => {
    const docs = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Docs', exact: true });
    await page.goto(site('/1.0/guide/setup'));
    await expect(docs).toHaveAttribute('href', at('/1.0'));
    await page.goto(site('/guide/setup'));
    await expect(docs).toHaveAttribute('href', at('/'));
  });

  test('axe finds no violations on an older version page with the banner and open version menu', async ({ page }) => {
    await page.goto(site('/1.0/guide/setup'));
    await openVersions(page);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('in the mobile menu the versions are a "Versions" sub-list that remembers the choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site('/guide/setup'));
    await waitForHydration(page);
    await page.locator('button[aria-label="Toggle navigation bar"]').click();
    const panel = page.locator('.navbar-sidebar');
    await panel.getByRole('button', { name: '← Back to main menu' }).click();
    await panel.locator('summary', { hasText: 'Versions' }).click();
    const links = panel.locator('.navbar__versions .menu__link[href]');
    await expect(links).toHaveText(['Next', '1.0']);
    // Pressed while the sub-list still slides open: the press must land (disclosures.ts clips, never scrolls, the panel).
    await links.nth(1).click();
    await expect(page).toHaveURL(site('/1.0/guide/setup'));
    expect(await stored(page)).toBe('1.0');
  });

  test('search is contextual: on a 1.0 page it finds 1.0 pages, on a current page only current ones', async ({
    page,
  }) => {
    // Each page downloads the part of the local index that holds its own version's records, not the whole index.
    const indexFiles: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith(at('/search-index'))) indexFiles.push(path);
    });
    const hrefs = async () => {
      await page.keyboard.press('/');
      await page.getByPlaceholder('Search docs').fill('feature');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      return page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    };
    await page.goto(site('/1.0/guide/setup'));
    await waitForHydration(page);
    const old = await hrefs();
    expect(old).toContain(at('/1.0/guide/old-feature'));
    expect(old.every((p) => p.startsWith(at('/1.0')))).toBe(true);
    expect(indexFiles).toEqual([at('/search-index/docs-default-1.0.json')]);
    await page.goto(site('/guide/setup'));
    await waitForHydration(page);
    const current = await hrefs();
    expect(current).toContain(at('/guide/new-feature'));
    expect(current.some((p) => p.startsWith(at('/1.0')))).toBe(false);
    expect(indexFiles).toEqual([
      at('/search-index/docs-default-1.0.json'),
      at('/search-index/docs-default-current.json'),
    ]);
  });
});

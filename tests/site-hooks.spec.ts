import { axe } from './helpers/axe';
import { FIXTURE_SITE, BASE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';

// The site owner hooks are off in the production config (Docusaurus' defaults); the chrome fixture build
// (SITE_CONFIG_VARIANT=fixture) turns them on: docs.editUrl, docs.showLastUpdateTime, one headTags entry,
// one scripts entry and one redirect (site.config.mjs).
const EDIT_BASE = 'https://github.com/ai-christianson/RA.Aid-docs/edit/main/';
const LAST_UPDATED = /^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/;

test('"Edit this page" under a 0.30.2 guide opens its file under versioned_docs/ in a new tab', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/quickstart/installation`);
  await waitForHydration(page);
  const link = page.locator('article footer.theme-doc-footer a.theme-edit-this-page');
  await expect(link).toHaveText('Edit this page');
  await expect(link).toHaveAttribute('href', `${EDIT_BASE}versioned_docs/version-0.30.2/quickstart/installation.mdx`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link.locator('svg')).toBeVisible();
});

test('"Edit this page" under a Next guide opens its file under content/', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/next/configuration/ollama`);
  await waitForHydration(page);
  await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
    'href',
    `${EDIT_BASE}content/configuration/ollama.mdx`,
  );
});

test('a guide with `custom_edit_url: null` has no "Edit this page" link, though the site sets docs.editUrl', async ({
  page,
}) => {
  // content/getting-help.mdx; the last-updated line stays, so the footer is still there.
  await page.goto(`${FIXTURE_SITE}/next/getting-help`);
  await waitForHydration(page);
  await expect(page.locator('article footer.theme-doc-footer .theme-last-updated')).toBeVisible();
  await expect(page.locator('a.theme-edit-this-page')).toHaveCount(0);
});

test('a guide with a `custom_edit_url` URL links "Edit this page" there, even on a site without docs.editUrl', async ({
  page,
}) => {
  // The two-version fixture build sets no editUrl; tests/fixtures/versioned/content/guide/new-feature.mdx sets its own.
  await page.goto(`${BASE_SITE}/guide/new-feature`);
  await waitForHydration(page);
  const link = page.locator('article footer.theme-doc-footer a.theme-edit-this-page');
  await expect(link).toHaveText('Edit this page');
  await expect(link).toHaveAttribute('href', 'https://example.com/edit/new-feature.mdx');
  await page.goto(`${BASE_SITE}/guide/setup`);
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-footer')).toHaveCount(0);
});

test('"Last updated on {date}" is in the static HTML, the date formatted from its <time datetime> in UTC', async ({
  request,
}) => {
  // Build time, no JavaScript: the text is already in the page's HTML.
  const html = await (await request.get(`${FIXTURE_SITE}/quickstart/installation`)).text();
  const m = /<span class="theme-last-updated">(.*?)<\/span>/.exec(html);
  expect(m, 'the last-updated line in the HTML').not.toBeNull();
  const iso =
    /<time dateTime="([^"]+)" itemProp="dateModified">|<time datetime="([^"]+)" itemprop="dateModified">/i.exec(m![1]);
  const datetime = iso?.[1] ?? iso?.[2];
  expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const expected = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(datetime!));
  const text = m![1].replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
  expect(text).toMatch(LAST_UPDATED);
  expect(text).toBe(`Last updated on ${expected}`);
});

test('"Last updated on" shows beside the edit link on a Next guide too', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/next/quickstart/installation`);
  await waitForHydration(page);
  await expect(page.locator('.theme-last-updated')).toHaveText(LAST_UPDATED);
  await expect(page.locator('.theme-last-updated time[itemprop="dateModified"]')).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}T/,
  );
});

test('a generated category index has no doc footer: it has no guide file', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/category/quick-start`);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.theme-doc-footer')).toHaveCount(0);
});

test('the production site shows no doc footer: editUrl and showLastUpdateTime are off by default', async ({ page }) => {
  await page.goto('/quickstart/installation');
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.theme-doc-footer, .theme-edit-this-page, .theme-last-updated')).toHaveCount(0);
});

test('headTags and scripts from the config are in every page head, the deferred script run', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/configuration/ollama`);
  await waitForHydration(page);
  await expect(page.locator('head meta[name="site-hooks-fixture"]')).toHaveAttribute('content', 'head tag');
  const script = page.locator('head script[data-site-hooks="fixture"]');
  await expect(script).toHaveAttribute('defer', '');
  await expect(script).not.toHaveAttribute('async', /.*/);
  expect(await page.evaluate(() => (window as Window & { __siteHooksScript?: boolean }).__siteHooksScript)).toBe(true);
});

test('a redirect page is static HTML: meta refresh, canonical target, noindex and a visible link', async ({
  request,
}) => {
  const response = await request.get(`${FIXTURE_SITE}/getting-started/install`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/quickstart/installation">');
  expect(html).toContain('<link rel="canonical" href="https://docs.ra-aid.ai/quickstart/installation">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<a href="/quickstart/installation">/quickstart/installation</a>');
});

test('a redirect page sends the reader to its target, keeping the query and #fragment', async ({ page }) => {
  await page.goto(`${FIXTURE_SITE}/getting-started/install?ref=old#install-ripgrep`);
  await expect(page).toHaveURL(`${FIXTURE_SITE}/quickstart/installation?ref=old#install-ripgrep`);
  await waitForHydration(page);
});

test('a redirect page also redirects without JavaScript (meta refresh)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${FIXTURE_SITE}/getting-started/install`);
  await expect(page).toHaveURL(`${FIXTURE_SITE}/quickstart/installation`);
  await expect(page.locator('h1')).toBeVisible();
  await context.close();
});

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations in the doc footer in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.goto(`${FIXTURE_SITE}/quickstart/installation`);
    await waitForHydration(page);
    // The fixture follows the OS colour preference (respectPrefersColorScheme).
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const results = await axe(page).include('.theme-doc-footer').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_SITE, SITE } from './e2e-env';
import { pngSize } from './helpers/png';
import {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  CATEGORY_ROUTES,
  GUIDE_ROUTES,
  nextRoute,
  GENERATED_ROUTES,
  SITE_TITLE,
  expect,
  testOnSharedPage as test,
} from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).
const PROD = 'https://docs.ra-aid.ai';
const SPEC_ROUTES = [
  ...GUIDE_ROUTES,
  ...CATEGORY_ROUTES,
  API_OVERVIEW_ROUTE,
  ...API_OPERATION_ROUTES.map((r) => r.route),
];
/** Every page of both docs versions: the spec's routes (0.30.2) and the same pages under /next/, and the release pages. */
const PAGE_ROUTES = [...SPEC_ROUTES, ...SPEC_ROUTES.map(nextRoute), ...GENERATED_ROUTES];

/** Parses XML with the browser's own parser; fails on a parser error. Returns the text of every element with that local name. */
async function xmlTexts(page: Page, xml: string, localName: string): Promise<string[]> {
  return page.evaluate(
    ({ xml, localName }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed XML');
      return [...doc.getElementsByTagNameNS('*', localName)].map((e) => e.textContent ?? '');
    },
    { xml, localName },
  );
}

async function sitemapUrls(page: Page, request: APIRequestContext, site: string): Promise<string[]> {
  const res = await request.get(`${site}/sitemap.xml`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^(application|text)\/xml/);
  return xmlTexts(page, await res.text(), 'loc');
}

test.describe('files for crawlers', () => {
  test('sitemap.xml lists every route of the spec and its Next counterpart as absolute URLs, and not /search or the not-found page', async ({
    page,
    request,
  }) => {
    const urls = await sitemapUrls(page, request, SITE);
    expect([...urls].sort()).toEqual(PAGE_ROUTES.map((r) => `${PROD}${r}`).sort());
  });

  test('every URL in the sitemap, mapped to the local server, returns an HTML page', async ({ page, request }) => {
    const urls = await sitemapUrls(page, request, SITE);
    for (const url of urls) {
      const res = await request.get(url.replace(PROD, SITE));
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toContain('text/html');
    }
  });

  test('robots.txt allows all agents and points to the absolute sitemap URL', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow:/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${PROD}/sitemap\\.xml$`, 'm'));
  });

  test('opensearch.xml describes the site search, served with the OpenSearch type, and every page links to it', async ({
    page,
    request,
  }) => {
    const res = await request.get('/opensearch.xml');
    expect(res.headers()['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
    const xml = await res.text();
    expect(await xmlTexts(page, xml, 'ShortName')).toEqual([SITE_TITLE]);
    expect(await xmlTexts(page, xml, 'Description')).toEqual([`Search ${SITE_TITLE}`]);
    expect(xml).toContain(`template="${PROD}/search?q={searchTerms}"`);
    for (const route of ['/', '/quickstart/installation', API_OVERVIEW_ROUTE, '/search']) {
      await page.goto(route);
      const link = page.locator('head link[rel="search"]');
      await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
      await expect(link).toHaveAttribute('title', SITE_TITLE);
      await expect(link).toHaveAttribute('href', '/opensearch.xml');
    }
  });
});

test.describe('social cards', () => {
  const pages = [
    { route: '/quickstart/installation', card: '/img/cards/quickstart/installation.png' },
    { route: API_OPERATION_ROUTES[0].route, card: `/img/cards${API_OPERATION_ROUTES[0].route}.png` },
    { route: '/', card: '/img/cards/index.png' },
  ];
  for (const { route, card } of pages) {
    test(`og:image and twitter:image of ${route} are its own 1200×630 PNG card`, async ({ page, request }) => {
      await page.goto(route);
      const og = await page.locator('head meta[property="og:image"]').getAttribute('content');
      expect(og).toBe(`${PROD}${card}`);
      await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', og!);
      const res = await request.get(og!.replace(PROD, SITE));
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      const png = await res.body();
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // Colour type 3: an indexed-colour (palette) PNG, lib/site/outputs/social-cards/png.ts.
      expect(png[25]).toBe(3);
    });
  }

  test('the search page, which has no card, falls back to the configured image', async ({ page, request }) => {
    await page.goto('/search');
    const og = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(og).toBe(`${PROD}/img/social-card.png`);
    expect(pngSize(await (await request.get(og!.replace(PROD, SITE))).body())).toEqual({ width: 1200, height: 630 });
  });
});

// The /pr-42/ site: the two-version fixture under the preview base path (tests/e2e-env.ts).
test.describe('crawler files under the preview base path (/pr-42/, built by npm run build:preview)', () => {
  test('the sitemap, robots.txt, cards and OpenSearch URLs carry the base path', async ({ page, request }) => {
    const urls = await sitemapUrls(page, request, BASE_SITE);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls).toContain(`${PROD}/pr-42/`);
    expect(urls.every((u) => u.startsWith(`${PROD}/pr-42/`))).toBe(true);
    expect(await (await request.get(`${BASE_SITE}/robots.txt`)).text()).toContain(`Sitemap: ${PROD}/pr-42/sitemap.xml`);

    const xml = await (await request.get(`${BASE_SITE}/opensearch.xml`)).text();
    expect(xml).toContain(`template="${PROD}/pr-42/search?q={searchTerms}"`);
    expect(xml).toContain(`template="${PROD}/pr-42/opensearch.xml"`);

    await page.goto(`${BASE_SITE}/guide/setup`);
    await expect(page.locator('head link[rel="search"]')).toHaveAttribute('href', '/pr-42/opensearch.xml');
    const og = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(og).toBe(`${PROD}/pr-42/img/cards/guide/setup.png`);
    const card = await request.get(og!.replace(`${PROD}/pr-42`, BASE_SITE));
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });
});

test('on a site with an older docs version, the sitemap and the cards cover its pages too', async ({
  page,
  request,
}) => {
  const urls = await sitemapUrls(page, request, BASE_SITE);
  expect(urls).toEqual(
    expect.arrayContaining([
      `${PROD}/pr-42/guide/new-feature`,
      `${PROD}/pr-42/1.0`,
      `${PROD}/pr-42/1.0/guide/old-feature`,
    ]),
  );
  await page.goto(`${BASE_SITE}/1.0/guide/old-feature`);
  const og = await page.locator('head meta[property="og:image"]').getAttribute('content');
  expect(og).toBe(`${PROD}/pr-42/img/cards/1.0/guide/old-feature.png`);
  expect(pngSize(await (await request.get(og!.replace(`${PROD}/pr-42`, BASE_SITE))).body())).toEqual({
    width: 1200,
    height: 630,
  });
});

test.describe('DocSearch meta tags', () => {
  const tags = (page: Page) =>
    page
      .locator('head meta[name^="docusaurus_"], head meta[name^="docsearch:"]')
      .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('name'), e.getAttribute('content')])));

  test('a docs page carries the locale, its version tag and its version name; /search the default tag', async ({
    page,
  }) => {
    await page.goto('/quickstart/installation');
    expect(await tags(page)).toEqual({
      docusaurus_locale: 'en',
      'docsearch:language': 'en',
      docusaurus_tag: 'docs-default-0.30.2',
      'docsearch:docusaurus_tag': 'docs-default-0.30.2',
      docusaurus_version: '0.30.2',
      'docsearch:version': '0.30.2',
    });
    await page.goto('/next/quickstart/installation');
    expect(await tags(page)).toMatchObject({ docusaurus_tag: 'docs-default-current', 'docsearch:version': 'current' });
    await page.goto('/search');
    expect(await tags(page)).toEqual({
      docusaurus_locale: 'en',
      'docsearch:language': 'en',
      docusaurus_tag: 'default',
      'docsearch:docusaurus_tag': 'default',
    });
  });

  test('a page of an older docs version carries that version', async ({ page }) => {
    await page.goto(`${BASE_SITE}/1.0/guide/old-feature`);
    expect(await tags(page)).toMatchObject({ docusaurus_tag: 'docs-default-1.0', 'docsearch:version': '1.0' });
  });
});

import { expect, testOnSharedPage as test, waitForHydration } from './fixtures';
import { DOCUSAURUS_SITE } from './e2e-env';
import { axeViolations } from './helpers/axe';
import { pngSize } from './helpers/png';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).

// The Docusaurus-conventions fixture (tests/fixtures/docusaurus, built by scripts/build-for-e2e.ts): a docs folder
// laid out as a Docusaurus site keeps it, most pages without front matter.
const at = (route: string) => `${DOCUSAURUS_SITE}${route}`;

/** Every built guide of the fixture but the one with `hide_title`. */
const TITLED = [
  '/',
  '/intro',
  '/guides',
  '/guides/tabs',
  '/guides/symbols',
  '/guides/hidden-notes',
  '/reference',
  '/reference/options',
];

for (const route of TITLED) {
  test(`${route} has exactly one h1`, async ({ page }) => {
    await page.goto(at(route));
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('a page without front matter takes its title from its # heading and its description from its first paragraph', async ({
  page,
}) => {
  await page.goto(at('/'));
  await expect(page.locator('main h1')).toHaveText('Fixture handbook');
  await expect(page).toHaveTitle('Fixture handbook | RA.Aid Documentation');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^This folder is laid out the way/);
  // The HTML comment is not on the page.
  expect(await page.content()).not.toContain('An HTML comment');
});

test('hide_title leaves the page without the h1 made from its title', async ({ page }) => {
  await page.goto(at('/guides/quiet-title'));
  await expect(page.locator('h1')).toHaveCount(0);
  await expect(page).toHaveTitle('A page without a visible title | RA.Aid Documentation');
  await expect(page.getByRole('heading', { name: 'What it shows' })).toBeVisible();
});

test('a front-matter id sets the route, the navbar link by id and the sidebar class name', async ({ page }) => {
  await page.goto(at('/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(at('/intro'));
  await expect(page.locator('main h1')).toHaveText('First steps with the fixture');
  await expect(page.locator('.doc-sidebar li.sidebar-first-steps a')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.doc-sidebar li.guides-category')).toHaveCount(1);
});

test('links to .md and .mdx files lead to their pages, anchors included', async ({ page }) => {
  await page.goto(at('/'));
  const article = page.locator('main article');
  await expect(article.getByRole('link', { name: 'first steps' })).toHaveAttribute('href', '/intro');
  await expect(article.getByRole('link', { name: 'tab sets' })).toHaveAttribute('href', '/guides/tabs');
  await article.getByRole('link', { name: 'options reference' }).click();
  await expect(page).toHaveURL(at('/reference/options#flags'));
  await expect(page.locator('#flags')).toHaveText(/Flags/);
});

test('{#id} headings get that id, in the page and in its table of contents', async ({ page }) => {
  await page.goto(at('/intro'));
  await expect(page.locator('h2#workspace')).toContainText('Set up the workspace');
  await expect(page.locator('h2#workspace')).not.toContainText('{#');
  await expect(page.locator('.doc-toc a[href="#workspace"]')).toHaveText('Set up the workspace');
  await expect(page.locator('h1#first-steps')).toHaveText('First steps with the fixture');
});

test('tabs imported from @theme/Tabs switch panels', async ({ page }) => {
  await page.goto(at('/guides/tabs'));
  await waitForHydration(page);
  const set = page.locator('main .tabs-container');
  await expect(set.getByRole('radio', { name: 'Bash', exact: true })).toBeChecked();
  await expect(page.getByText('Run echo bash in Bash.')).toBeVisible();
  await set.locator('.tabs__item').getByText('Fish', { exact: true }).click();
  await expect(set.getByRole('radio', { name: 'Fish', exact: true })).toBeChecked();
  await expect(page.getByText('Run echo fish in Fish.')).toBeVisible();
  await expect(page.getByText('Run echo bash in Bash.')).toBeHidden();
});

test("the theme's Admonition, CodeBlock and Details, a partial, JSON and raw-loader imports render", async ({
  page,
}) => {
  await page.goto(at('/guides/tabs'));
  const main = page.locator('main');
  await expect(main.locator('.admonition', { hasText: 'Mind the quotes' })).toContainText(
    'Quote paths that hold spaces.',
  );
  const python = main.locator('.code-block', { has: page.locator('.code-block__title', { hasText: 'hello.py' }) });
  await expect(python.locator('pre')).toContainText('return f"Hello, {name}"');
  // Highlighted at build time, like any fence.
  await expect(python.locator('pre.shiki span.c5', { hasText: 'def' })).toBeVisible();
  await expect(main.locator('pre', { hasText: "console.log('inline');" })).toHaveCount(1);
  const details = main.locator('details', { hasText: 'More about shells' });
  await expect(details.getByText('The settings file names zsh with 3 retries.')).toBeHidden();
  await details.locator('summary').click();
  await expect(details.getByText('The settings file names zsh with 3 retries.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Shared step' })).toBeVisible();
  await expect(main.getByText('This paragraph comes from a partial file')).toBeVisible();
  await expect(page.locator('.doc-toc')).toContainText('Shared step');
});

test('tags of the front matter are shown under the page', async ({ page }) => {
  await page.goto(at('/guides/tabs'));
  await expect(page.locator('.doc-tags__tag')).toHaveText(['components', 'Tabs']);
});

test('category index docs (README.md, a doc named like its folder) are their category pages, with DocCardList', async ({
  page,
}) => {
  await page.goto(at('/guides'));
  await expect(page.locator('main h1')).toHaveText('All guides');
  const cards = page.locator('main .card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Tab sets');
  await page.goto(at('/reference'));
  await expect(page.locator('main h1')).toHaveText('Reference overview');
  await expect(page.locator('.doc-sidebar a.menu__link--active')).toHaveText('Reference');
});

test('pagination follows pagination_label, pagination_prev and pagination_next: null', async ({ page }) => {
  await page.goto(at('/intro'));
  await expect(page.locator('.pagination-nav__link--next')).toContainText('All guides');
  await page.goto(at('/guides'));
  await expect(page.locator('.pagination-nav__link--next')).toContainText('Switching tabs');
  await page.goto(at('/reference/options'));
  await expect(page.locator('.pagination-nav__link--prev')).toContainText('First steps with the fixture');
  await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
  // displayed_sidebar: null
  await expect(page.locator('.doc-sidebar')).toHaveCount(0);
});

test('an unlisted page is built but in no sidebar, sitemap, search index or llms.txt, and is noindex', async ({
  page,
  request,
}) => {
  await page.goto(at('/guides/hidden-notes'));
  await expect(page.locator('main h1')).toHaveText('Notes for people with the link');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('.doc-sidebar a[href="/guides/hidden-notes"]')).toHaveCount(0);
  for (const file of ['/sitemap.xml', '/search-index.json', '/llms.txt']) {
    const body = await (await request.get(at(file))).text();
    expect(body, file).toContain('/guides/tabs');
    expect(body, file).not.toContain('hidden-notes');
  }
});

test('a draft page is left out of the production build', async ({ request }) => {
  expect((await request.get(at('/guides/work-in-progress'))).status()).toBe(404);
  expect(await (await request.get(at('/sitemap.xml'))).text()).not.toContain('work-in-progress');
});

test('a title with an emoji and CJK characters has its social card', async ({ page, request }) => {
  await page.goto(at('/guides/symbols'));
  await expect(page.locator('main h1')).toHaveText('Getting help ⚠️ 入门指南 はじめに');
  const card = await request.get(at('/img/cards/guides/symbols.png'));
  expect(card.status()).toBe(200);
  expect(pngSize(new Uint8Array(await card.body()))).toEqual({ width: 1200, height: 630 });
});

// Built with CONTENT_DIR=tests/fixtures/docusaurus/docs and DOCUSAURUS_SITE=tests/fixtures/docusaurus: the site's
// static/ folder, src/components/ and partials move in with its docs.
test("the site's own component, its static images and an :::important box render on the page", async ({
  page,
  request,
}) => {
  await page.goto(at('/'));
  const main = page.locator('main');
  await expect(main.locator('aside.fixture-thing[data-name="fixture"]')).toHaveText(
    'Thing: fixture rendered from src/components/Thing.jsx',
  );
  for (const name of ['The fixture diagram', 'The same diagram by its @site path']) {
    const image = main.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', '/img/fixture-diagram.png');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  }
  expect((await request.get(at('/img/fixture-diagram.png'))).headers()['content-type']).toBe('image/png');
  // Docusaurus draws :::important in the info colours, with its own heading.
  const important = main.locator('.admonition', { hasText: 'An important note, as Docusaurus draws it.' });
  await expect(important.locator('.admonition__heading')).toHaveText('Important');
});

test("static/ files keep their paths, a name with a space included, and the site's own robots.txt wins", async ({
  request,
}) => {
  const notes = await request.get(at('/files/release%20notes.txt'));
  expect(notes.status()).toBe(200);
  expect(await notes.text()).toBe('Notes of the fixture site, served as they are.\n');
  // static/robots.txt would close a folder; the site writes its own robots.txt, which stays.
  const robots = await (await request.get(at('/robots.txt'))).text();
  expect(robots).toMatch(/^User-Agent: \*$/m);
  expect(robots).not.toContain('from-the-docusaurus-site');
  expect((await request.get(at('/site-files/static/img/fixture-diagram.png'))).status()).toBe(404);
});

test('images beside a page, one folder up and in a partial are served from /assets/images/ by content hash', async ({
  page,
  request,
}) => {
  await page.goto(at('/guides/tabs'));
  const main = page.locator('main');
  for (const [name, file, width] of [
    ['The tab strip, an image beside its page', 'tab-strip', 24],
    ['An overview one folder up', 'overview', 32],
  ] as const) {
    const image = main.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', new RegExp(`^/assets/images/${file}-[0-9a-f]{8}\\.png$`));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
    const src = (await image.getAttribute('src')) ?? '';
    expect((await request.get(at(src))).headers()['content-type']).toBe('image/png');
  }
  // The partial guides/_see-also.mdx names ./tab-strip.png from its own folder; the page importing it is docs/index.md.
  await page.goto(at('/'));
  const fromPartial = page.getByRole('img', { name: 'The tab strip, from a partial in guides/' });
  await expect(fromPartial).toHaveAttribute('src', /^\/assets\/images\/tab-strip-[0-9a-f]{8}\.png$/);
  await expect.poll(() => fromPartial.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
});

test("JSX <img> with require('@site/static/…').default, require('./…') and a plain src show their files", async ({
  page,
}) => {
  await page.goto(at('/'));
  const main = page.locator('main');
  const cases = [
    ['The diagram by require', /^\/img\/fixture-diagram\.png$/, 16],
    ['The diagram as a JSX img', /^\/img\/fixture-diagram\.png$/, 16],
    ['The tab strip by require', /^\/assets\/images\/tab-strip-[0-9a-f]{8}\.png$/, 24],
  ] as const;
  for (const [name, src, width] of cases) {
    const image = main.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', src);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width);
  }
});

test('a site component with React state runs in the browser: its button counts', async ({ page }) => {
  await page.goto(at('/intro'));
  const counter = page.locator('main .fixture-counter');
  await expect(counter).toContainText('A component of the site with React state, counted in the browser.');
  const button = counter.getByRole('button');
  // Rendered on the server first: the count is in the HTML before any script runs.
  await expect(button).toHaveText('Clicks: 0');
  await waitForHydration(page);
  await button.click();
  await button.click();
  await expect(button).toHaveText('Clicks: 2');
});

test('axe finds no violations on the page holding the Docusaurus site parts', async ({ page }) => {
  await page.goto(at('/'));
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("a partial's links resolve from its own folder, then from the docs root", async ({ page }) => {
  await page.goto(at('/'));
  const article = page.locator('main article');
  await expect(article.getByRole('link', { name: 'the symbols guide' })).toHaveAttribute('href', '/guides/symbols');
  await expect(article.getByRole('link', { name: 'the options' })).toHaveAttribute('href', '/reference/options');
});

test('no page of the migrated site ships a raw .md or .mdx link (its Markdown twin aside)', async ({ page }) => {
  for (const route of [...TITLED, '/guides/quiet-title']) {
    await page.goto(at(route));
    const hrefs = await page
      .locator('main article a[href]:not([type="text/markdown"])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(
      hrefs.filter((href) => /\.mdx?(#|$)/.test(href ?? '')),
      route,
    ).toEqual([]);
  }
});

test('a migrated site without an OpenAPI file of its own has no API reference', async ({ request }) => {
  expect((await request.get(at('/api'))).status()).toBe(404);
  expect(await (await request.get(at('/sitemap.xml'))).text()).not.toContain('/api/');
});

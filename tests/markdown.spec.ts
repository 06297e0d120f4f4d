import { axe } from './helpers/axe';
import { BASE_SITE, SITE } from './e2e-env';
import {
  API_OPERATION_ROUTES,
  API_OVERVIEW_ROUTE,
  CATEGORY_ROUTES,
  expect,
  GUIDE_ROUTES,
  nextRoute,
  GENERATED_ROUTES,
  test,
  waitForHydration,
} from './fixtures';

// The production origin the build writes into absolute URLs (site.config.mjs `url`).
const ORIGIN = 'https://docs.ra-aid.ai';
const ALL_ROUTES = [
  ...GUIDE_ROUTES,
  ...CATEGORY_ROUTES,
  API_OVERVIEW_ROUTE,
  ...API_OPERATION_ROUTES.map((r) => r.route),
];
const twin = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);
/** llms.txt lists the 0.30.2 pages in its sections and the Next pages under "Optional", the release pages too. */
const LLMS_ROUTES = [...ALL_ROUTES, ...ALL_ROUTES.map(nextRoute), ...GENERATED_ROUTES];

test.describe('Markdown for agents', () => {
  test('Copy page puts the page Markdown, fetched only on click, on the clipboard', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const markdownRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.md')) markdownRequests.push(r.url());
    });
    await page.goto('/quickstart/installation');
    await waitForHydration(page);
    expect(markdownRequests, 'the Markdown is not loaded with the page').toEqual([]);
    const expected = await (await request.get('/quickstart/installation.md')).text();
    expect(await page.content()).not.toContain('## Install ripgrep\n');
    // Located by class: the accessible name changes with the state.
    const button = page.locator('.page-actions__button');
    await expect(button).toHaveAccessibleName('Copy page');
    await button.click();
    await expect(button).toHaveAccessibleName('Copied');
    expect(markdownRequests).toEqual([`${SITE}/quickstart/installation.md`]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).toMatch(/^# Installing RA\.Aid\n/);
    await expect(button).toHaveAccessibleName('Copy page', { timeout: 5000 });
  });

  test('Copy page on an API page copies the Markdown rendered from the OpenAPI data', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api/spawn-agent-v-1-spawn-agent-post');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Spawn agent\n\n`POST \/v1\/spawn-agent`\n/);
    expect(copied).toContain('```bash title="cURL"\ncurl http://localhost:1818/v1/spawn-agent \\\n  --request POST');
    expect(copied).toContain('```python title="Python (requests)"\nimport requests\n');
  });

  test('Copy page says so when the clipboard refuses the write', async ({ page }) => {
    await page.goto('/configuration/ollama');
    await waitForHydration(page);
    // No clipboard permission, and a clipboard that rejects: the button reports the failure.
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {
        value: { write: refuse, writeText: refuse },
        configurable: true,
      });
    });
    const button = page.locator('.page-actions__button');
    await button.click();
    await expect(button).toHaveAccessibleName('Copy failed');
    await expect(button).toHaveAttribute('data-state', 'failed');
  });

  test("'Open Markdown' links to the page's .md twin, served as text/markdown", async ({ page, request }) => {
    await page.goto('/configuration/ollama');
    const link = page.getByRole('link', { name: 'Open Markdown' });
    await expect(link).toHaveAttribute('href', '/configuration/ollama.md');
    const res = await request.get('/configuration/ollama.md');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await res.text()).toMatch(/^# Running local models with Ollama\n/);
    // Chromium asks for /favicon.ico when it shows a plain-text document; the site has only the SVG one.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await link.click();
    await expect(page).toHaveURL(`${SITE}/configuration/ollama.md`);
    await expect(page.locator('body')).toContainText('# Running local models with Ollama');
  });

  test('every doc, category and API page has Copy page, Open Markdown and a text/markdown alternate link', async ({
    request,
  }) => {
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const copyPage = /<button [^>]*data-copy="page"[^>]*>/.exec(html)?.[0];
      expect(copyPage, route).toContain(` data-href="${twin(route)}"`);
      expect(copyPage, route).toContain(' aria-label="Copy page"');
      expect(html, route).toContain(`href="${twin(route)}" type="text/markdown">Open Markdown</a>`);
      expect(html, route).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}${twin(route)}"/>`);
    }
  });

  test('.md twins, llms.txt and llms-full.txt are served with their content types', async ({ request }) => {
    for (const [path, type, start] of [
      ['/index.md', 'text/markdown; charset=utf-8', '# RA.Aid, an AI coding agent for the terminal\n'],
      ['/category/api.md', 'text/markdown; charset=utf-8', '# API\n'],
      ['/llms.txt', 'text/plain; charset=utf-8', '# RA.Aid Documentation\n\n> RA.Aid'],
      [
        '/llms-full.txt',
        'text/plain; charset=utf-8',
        `# RA.Aid, an AI coding agent for the terminal\n\nURL: ${ORIGIN}/\n`,
      ],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe(type);
      expect((await res.text()).startsWith(start), path).toBe(true);
    }
    expect((await request.get('/markdown-export/index.md')).status(), 'the export has no markdown-export folder').toBe(
      404,
    );
  });

  test('every link in llms.txt resolves to the Markdown of a page, and every page is linked', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    const urls = [...llms.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]);
    expect(urls.map((u) => u.replace(ORIGIN, '')).sort()).toEqual(LLMS_ROUTES.map(twin).sort());
    expect(llms.split('## Optional')[1]).toContain(`(${ORIGIN}/next/quickstart/installation.md)`);
    expect(llms.split('## Optional')[0]).not.toContain('/next/');
    for (const url of urls) {
      const res = await request.get(url.replace(ORIGIN, SITE));
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
      const body = await res.text();
      expect(body, url).toMatch(/^# \S/);
      expect(body, url).not.toMatch(/^\s*<[A-Z]/m);
    }
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`the page actions have no axe violations in ${mode} mode, in the Copied state too`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/usage/web-ui');
      await waitForHydration(page);
      const scan = async () => (await axe(page).include('.page-actions').analyze()).violations.map((v) => v.id);
      expect(await scan()).toEqual([]);
      await page.getByRole('button', { name: 'Copy page' }).click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await scan()).toEqual([]);
    });
  }
});

// The /pr-42/ site: the two-version fixture under the preview base path (tests/e2e-env.ts).
test.describe('Markdown for agents under the preview base path (/pr-42/)', () => {
  test('Open Markdown, the alternate link and llms.txt carry the base path, and the twin is served there', async ({
    page,
    request,
  }) => {
    await page.goto(`${BASE_SITE}/guide/setup`);
    await expect(page.getByRole('link', { name: 'Open Markdown' })).toHaveAttribute('href', '/pr-42/guide/setup.md');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/pr-42/guide/setup.md`,
    );
    const res = await request.get(`${BASE_SITE}/guide/setup.md`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/^# Setup \(current\)\n/);
    // The landing page links the setup guide (tests/fixtures/versioned/content/intro.mdx).
    const landing = await (await request.get(`${BASE_SITE}/index.md`)).text();
    expect(landing).toContain(`](${ORIGIN}/pr-42/guide/setup)`);
    const llms = await (await request.get(`${BASE_SITE}/llms.txt`)).text();
    const urls = [...llms.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls).toEqual(
      expect.arrayContaining([`${ORIGIN}/pr-42/guide/setup.md`, `${ORIGIN}/pr-42/1.0/guide/old-feature.md`]),
    );
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/pr-42/`) && url.endsWith('.md'), url).toBe(true);
  });

  test('Copy page fetches the twin under the base path', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${BASE_SITE}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Fixture docs, current version\n/);
  });
});

test("a page of an older docs version links its own twin, which holds that version's content", async ({
  page,
  request,
}) => {
  await page.goto(`${BASE_SITE}/1.0/guide/setup`);
  await expect(page.getByRole('link', { name: 'Open Markdown' })).toHaveAttribute('href', '/pr-42/1.0/guide/setup.md');
  const res = await request.get(`${BASE_SITE}/1.0/guide/setup.md`);
  expect(res.status()).toBe(200);
  const title = await page.locator('main h1').innerText();
  expect((await res.text()).startsWith(`# ${title}\n`), title).toBe(true);
  const llms = await (await request.get(`${BASE_SITE}/llms.txt`)).text();
  expect(llms).toMatch(/\n## Optional\n\n(- .*\(version 1\.0\).*\n)+/);
});

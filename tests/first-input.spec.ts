import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { FIXTURE_SITE } from './e2e-env';
import { expect, test, waitForHydration } from './fixtures';
import { pressOnce, type Press } from './helpers/first-press';

// Every control answers the reader's first press, right after the page has hydrated, with no earlier pointer
// movement, focus or key: one raw mouse click or one touch tap, never a second try. The controls that need no script
// (details, radio tabs, the select, links) and those served by the inline head scripts work before hydration too;
// waiting for hydration here is the latest moment a reader may have to wait for.

/** A stand-in RA.Aid server on 127.0.0.1 that answers every request with an empty JSON list. */
async function answeringServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end('[]');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

const GUIDE = '/quickstart/installation';
const API = '/api/list-sessions-v-1-session-get';

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

for (const how of ['mouse', 'touch'] as const satisfies readonly Press[]) {
  test.describe(`first ${how === 'mouse' ? 'click' : 'tap'} after hydration`, () => {
    test.use({ hasTouch: how === 'touch', viewport: { width: 1280, height: 800 } });

    test('the colour switch changes the mode', async ({ page }) => {
      await open(page, GUIDE);
      const before = await page.locator('html').getAttribute('data-theme');
      await pressOnce(page, page.locator('.navbar__color-mode button'), how);
      await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
    });

    test('Copy on a code block copies it', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, GUIDE);
      const block = page.locator('article .code-block').first();
      await block.scrollIntoViewIfNeeded();
      await pressOnce(page, block.locator('.copy-button'), how);
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await block.locator('pre code').evaluate((code) => (code as HTMLElement).innerText.replace(/\n$/, '')),
      );
    });

    test('Copy page copies the Markdown twin', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, GUIDE);
      await pressOnce(page, page.getByRole('button', { name: 'Copy page' }), how);
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# /);
    });

    test('the version dropdown opens', async ({ page }) => {
      await open(page, GUIDE);
      const dropdown = page.locator('nav[aria-label="Main"] .navbar__versions');
      await pressOnce(page, dropdown.locator('.dropdown__trigger'), how);
      await expect(dropdown.getByRole('link', { name: 'Next' })).toBeVisible();
      await expect(dropdown.locator('details')).toHaveAttribute('open', '');
    });

    test('Ask AI opens its menu of Open in ChatGPT and Open in Claude', async ({ page }) => {
      await open(page, GUIDE);
      const group = page.getByRole('group', { name: 'Page actions' });
      await pressOnce(page, group.locator('summary', { hasText: 'Ask AI' }), how);
      await expect(group.getByRole('link', { name: 'Open in Claude' })).toBeVisible();
    });

    test('an answer to "Was this page helpful?" shows its follow-up', async ({ page }) => {
      await open(page, GUIDE);
      const feedback = page.locator('section.page-feedback');
      await feedback.scrollIntoViewIfNeeded();
      await pressOnce(page, feedback.locator('label', { hasText: 'No' }), how);
      await expect(feedback.getByRole('link', { name: 'Tell us what is wrong or missing' })).toBeVisible();
    });

    test('the language dropdown opens', async ({ page }) => {
      await open(page, GUIDE);
      const dropdown = page.locator('nav[aria-label="Main"] .navbar__locales');
      await pressOnce(page, dropdown.locator('.dropdown__trigger'), how);
      await expect(dropdown.getByRole('link', { name: 'English' })).toBeVisible();
    });

    test('a navbar dropdown of links opens', async ({ page }) => {
      await open(page, `${FIXTURE_SITE}/configuration/logging`);
      const dropdown = page.locator('nav[aria-label="Main"] .dropdown').filter({ hasText: 'Guides' });
      await pressOnce(page, dropdown.locator('.dropdown__trigger'), how);
      await expect(dropdown.getByRole('link', { name: 'Ollama' })).toBeVisible();
    });

    test('a closed sidebar category opens', async ({ page }) => {
      await open(page, GUIDE);
      const sidebar = page.locator('.doc-sidebar nav[aria-label="Docs sidebar"]');
      const category = sidebar.locator('li.menu__category').filter({ hasText: 'Configuration' });
      await expect(category.getByRole('link', { name: 'Logging' })).toBeHidden();
      await pressOnce(page, category.locator('summary'), how);
      await expect(category.getByRole('link', { name: 'Logging' })).toBeVisible();
    });

    test('a tab shows its panel', async ({ page }) => {
      await open(page, GUIDE);
      const tabs = page.locator('article [data-tabs]').first();
      await tabs.scrollIntoViewIfNeeded();
      const second = tabs.locator('.tabs__item').nth(1);
      const panel = tabs.locator(':scope > .tabs__panel').nth(1);
      await expect(panel).toBeHidden();
      await pressOnce(page, second, how);
      await expect(panel).toBeVisible();
      await expect(tabs.locator(':scope > .tabs__panel').first()).toBeHidden();
    });

    test('a schema fold opens', async ({ page }) => {
      await open(page, API);
      const fold = page.locator('details.schema__nested').first();
      await fold.scrollIntoViewIfNeeded();
      await pressOnce(page, fold.locator(':scope > summary'), how);
      await expect(fold).toHaveAttribute('open', '');
      await expect(fold.locator(':scope > summary + *')).toBeVisible();
    });

    test('"Expand all" opens every fold of its schema', async ({ page }) => {
      await open(page, API);
      const schema = page
        .locator('.schema')
        .filter({ has: page.locator('.schema__toggle-all') })
        .first();
      await schema.scrollIntoViewIfNeeded();
      await pressOnce(page, schema.locator('.schema__toggle-all'), how);
      for (const fold of await schema.locator('details.schema__nested').all())
        await expect(fold).toHaveAttribute('open', '');
      await expect(schema.getByRole('button', { name: 'Collapse all' })).toBeVisible();
    });

    test('Send sends the request and shows the answer', async ({ page }) => {
      const server = await answeringServer();
      try {
        await open(page, API);
        const panel = page.getByRole('region', { name: 'Send request' });
        await panel.getByLabel('Base URL').fill(server.url);
        await pressOnce(page, panel.getByRole('button', { name: 'Send' }), how);
        await expect(panel.locator('.try-it__status')).toContainText('200 OK');
      } finally {
        await server.close();
      }
    });

    test('the search button opens the search', async ({ page }) => {
      await open(page, GUIDE);
      await pressOnce(page, page.locator('.navbar .DocSearch-Button'), how);
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
    });
  });
}

test.describe('first key after hydration', () => {
  test('Ctrl+K opens the search', async ({ page }) => {
    await open(page, GUIDE);
    await page.keyboard.press('Control+K');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('the API sample language follows the first arrow key on its select', async ({ page }) => {
    await open(page, API);
    const samples = page.locator('.api-code-samples');
    const select = samples.locator('select');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const value = await select.inputValue();
    expect(value).not.toBe(await select.locator('option').first().getAttribute('value'));
    await expect(samples.locator(`.tabs__panel[data-value="${value}"]`)).toBeVisible();
    await expect(samples.locator('.tabs__panel').first()).toBeHidden();
  });
});

test.describe('first tap on a 390 px phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('the menu opens, and its back button shows the main menu', async ({ page }) => {
    await open(page, GUIDE);
    await pressOnce(page, page.getByRole('button', { name: 'Toggle navigation bar' }), 'touch');
    const panel = page.locator('.navbar-sidebar');
    await expect(panel.locator('nav[aria-label="Docs sidebar"]')).toBeInViewport();
    await pressOnce(page, panel.getByRole('button', { name: '← Back to main menu' }), 'touch');
    await expect(panel.getByRole('link', { name: 'GitHub' })).toBeInViewport();
  });

  test('"On this page" opens', async ({ page }) => {
    await open(page, GUIDE);
    const toc = page.locator('details.toc-mobile');
    await pressOnce(page, toc.locator('summary'), 'touch');
    await expect(toc).toHaveAttribute('open', '');
    await expect(toc.locator('.table-of-contents a').first()).toBeVisible();
  });
});

// The inline head scripts serve these before hydration; React stops a press on a part of the page it has not hydrated
// yet at the document, so their listener must get it first (lib/browser/head-scripts/button-controls.ts). The
// press comes at the load event, as a reader's does, without waiting for hydration, on a CPU slowed to a phone's pace
// (Chromium's DevTools protocol), where hydration is still running then.
test.describe('first click right after load, before hydration has ended', () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  test('Copy on an API code sample copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(API);
    const block = page.locator('.api-samples .code-block').first();
    await block.scrollIntoViewIfNeeded();
    await pressOnce(page, block.locator('.copy-button'), 'mouse');
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl /);
  });

  test('"Expand all" on an API schema opens its folds', async ({ page }) => {
    await page.goto(API);
    const schema = page
      .locator('.schema')
      .filter({ has: page.locator('.schema__toggle-all') })
      .first();
    await schema.scrollIntoViewIfNeeded();
    await pressOnce(page, schema.locator('.schema__toggle-all'), 'mouse');
    await expect(schema.getByRole('button', { name: 'Collapse all' })).toBeVisible();
    for (const fold of await schema.locator('details.schema__nested').all())
      await expect(fold).toHaveAttribute('open', '');
  });

  test('the search button opens the search once the page has hydrated', async ({ page }) => {
    await page.goto(API);
    await pressOnce(page, page.locator('.navbar .DocSearch-Button'), 'mouse');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  // The click is the first sign of searching: the modal's code and the index start loading with it, and the letters
  // typed while they load must all reach the query.
  test('a raw click on the search button right after load, then letters typed at once, search for those letters', async ({
    page,
  }) => {
    await open(page, GUIDE);
    await pressOnce(page, page.locator('.navbar .DocSearch-Button'), 'mouse');
    await page.keyboard.type('ollama', { delay: 20 });
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('ollama');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  // Typed at a quick typist's pace, the letters span hydration, the modal's loading and its first render: React may
  // hydrate the search button in the middle of a key's dispatch, and each key must count once.
  test('Ctrl+K and the letters typed after it open the search with those letters, each once and in order', async ({
    page,
  }) => {
    await page.goto(API);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('ollama provider', { delay: 40 });
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('ollama provider');
  });

  test('Escape right after Ctrl+K cancels the search before it opens', async ({ page }) => {
    await page.goto(API);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Escape');
    await waitForHydration(page);
    // By network idle the modal's code would have arrived and opened it.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Input')).toHaveCount(0);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('a tap on the menu button opens the menu', async ({ page }) => {
      await page.goto(API);
      await pressOnce(page, page.getByRole('button', { name: 'Toggle navigation bar' }), 'touch');
      await expect(page.locator('.navbar-sidebar nav[aria-label="Docs sidebar"]')).toBeInViewport();
    });
  });
});

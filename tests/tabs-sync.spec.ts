import type { Locator, Page } from '@playwright/test';
import { expect, nextRoute, test, waitForHydration } from './fixtures';

// Tabs with a groupId switch together and remember the choice in localStorage (`docusaurus.tab.<groupId>`);
// the install-method group also keeps it in the URL (`?install=…`). The 0.30.2 installation guide has two
// install-method sets: "Install the package" (uv, the default, then pip, pipx, Homebrew) and "Upgrading".
const INSTALL = '/quickstart/installation';
const STORAGE_KEY = 'docusaurus.tab.install';

/** The tab sets of the install-method group on the page: the ones with a "pipx" tab. */
const installSets = (page: Page) =>
  page.locator('main .tabs-container').filter({ has: page.getByRole('radio', { name: 'pipx', exact: true }) });

/** A tab as the reader sees and presses it: its label (the radio button itself is invisible). */
const tab = (set: Locator, name: string) =>
  set.locator(':scope > .tabs > .tabs__item').getByText(name, { exact: true });

/** The set shows the panel of the tab `name`, and only that one. */
async function expectSelected(set: Locator, name: string) {
  const radio = set.locator(':scope > .tabs').getByRole('radio', { name, exact: true });
  await expect(radio).toBeChecked();
  await expect(set.locator(':scope > .tabs__panel:visible')).toHaveCount(1);
  await expect(set.locator(`:scope > .tabs__panel[data-value="${await radio.getAttribute('value')}"]`)).toBeVisible();
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

test('choosing a tab switches every other tab set of the same group on the page', async ({ page }) => {
  await page.goto(INSTALL);
  await waitForHydration(page);
  const sets = installSets(page);
  await expect(sets).toHaveCount(2);
  await expectSelected(sets.nth(0), 'uv (recommended)');
  await tab(sets.nth(1), 'pipx').click();
  await expectSelected(sets.nth(1), 'pipx');
  await expectSelected(sets.nth(0), 'pipx');
  expect(await stored(page)).toBe('pipx');
});

test('choosing a tab keeps the clicked tab in place on screen while sets above it change height', async ({ page }) => {
  await page.goto(INSTALL);
  await waitForHydration(page);
  const sets = installSets(page);
  const clicked = tab(sets.nth(1), 'pip');
  // Put the lower set's tab list near the top of the viewport, far below the upper set.
  await clicked.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 120, behavior: 'instant' }));
  const upperBefore = await sets.nth(0).evaluate((el) => el.getBoundingClientRect().height);
  const before = await clicked.evaluate((el) => el.getBoundingClientRect().top);
  await clicked.click();
  await expectSelected(sets.nth(0), 'pip');
  // The upper set did change height, so without the correction the page would jump.
  expect(await sets.nth(0).evaluate((el) => el.getBoundingClientRect().height)).not.toBe(upperBefore);
  const after = await clicked.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
});

test('the chosen tab is remembered across a reload', async ({ page }) => {
  await page.goto(INSTALL);
  await waitForHydration(page);
  await tab(installSets(page).nth(0), 'Homebrew').click();
  await expectSelected(installSets(page).nth(0), 'Homebrew');
  await page.reload();
  await waitForHydration(page);
  await expectSelected(installSets(page).nth(0), 'Homebrew');
  await expectSelected(installSets(page).nth(1), 'Homebrew');
});

test('the chosen tab carries over to another page with the same group (Next docs)', async ({ page }) => {
  await page.goto(nextRoute(INSTALL));
  await waitForHydration(page);
  // The Next installation guide offers pip, uv and "From a clone"; its contributing guide pip, uv and manual.
  const set = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('radio', { name: 'From a clone', exact: true }) });
  await tab(set, 'uv').click();
  await expect.poll(() => stored(page)).toBe('uv');
  await page.goto(nextRoute('/contributing'));
  await waitForHydration(page);
  const contributing = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('radio', { name: 'make setup-dev-uv', exact: true }) });
  await expectSelected(contributing, 'make setup-dev-uv');
});

test('the provider choice carries over from the installation guide to the expert model page', async ({ page }) => {
  await page.goto(INSTALL);
  await waitForHydration(page);
  const keys = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('radio', { name: 'Google Gemini', exact: true }) });
  await tab(keys, 'Anthropic').click();
  await expectSelected(keys, 'Anthropic');
  await page.goto('/configuration/expert-model');
  await waitForHydration(page);
  const examples = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('radio', { name: 'OpenRouter', exact: true }) });
  await expectSelected(examples, 'Anthropic');
});

test('a choice made in another browser tab switches the group here too', async ({ page, context }) => {
  await page.goto(INSTALL);
  await waitForHydration(page);
  const other = await context.newPage();
  await other.goto(new URL(INSTALL, page.url()).href);
  await waitForHydration(other);
  await tab(installSets(other).nth(0), 'pip').click();
  await expectSelected(installSets(page).nth(0), 'pip');
  await expectSelected(installSets(page).nth(1), 'pip');
  await other.close();
});

test('the URL query string selects the tab on load, over the stored choice', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'brew'), STORAGE_KEY);
  await page.goto(`${INSTALL}?install=pipx`);
  await waitForHydration(page);
  await expectSelected(installSets(page).nth(0), 'pipx');
  await expectSelected(installSets(page).nth(1), 'pipx');
});

test('choosing a tab writes it to the URL, keeping the other parameters and the hash', async ({ page }) => {
  await page.goto(`${INSTALL}?ref=test#upgrading`);
  await waitForHydration(page);
  await tab(installSets(page).nth(1), 'pip').click();
  await expect(page).toHaveURL(/\/quickstart\/installation\?ref=test&install=pip#upgrading$/);
  await tab(installSets(page).nth(1), 'uv').click();
  await expect(page).toHaveURL(/\?ref=test&install=uv#upgrading$/);
});

test('an invalid stored choice is ignored and its sets keep the default, while valid choices apply', async ({
  page,
}) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'conda');
    localStorage.setItem('docusaurus.tab.provider', 'anthropic');
  }, STORAGE_KEY);
  await page.goto(INSTALL);
  await waitForHydration(page);
  const keys = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('radio', { name: 'Google Gemini', exact: true }) });
  await expectSelected(keys, 'Anthropic');
  await expectSelected(installSets(page).nth(0), 'uv (recommended)');
  await expectSelected(installSets(page).nth(1), 'uv');
});

test('an invalid query value is ignored, even over a valid stored choice, until a tab is chosen', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'pip'), STORAGE_KEY);
  await page.goto(`${INSTALL}?install=conda`);
  await waitForHydration(page);
  await expectSelected(installSets(page).nth(0), 'uv (recommended)');
  await expectSelected(installSets(page).nth(1), 'uv');
  await tab(installSets(page).nth(0), 'pipx').click();
  await expect(page).toHaveURL(/\?install=pipx$/);
  await expectSelected(installSets(page).nth(1), 'pipx');
});

test('a navigation that changes only the query (history.pushState) selects the tab it names', async ({ page }) => {
  await page.goto(`${INSTALL}?install=pipx`);
  await waitForHydration(page);
  await expectSelected(installSets(page).nth(0), 'pipx');
  // The router handles a search-only change on the same page without remounting it.
  await page.evaluate(() => window.history.pushState(null, '', '?install=pip'));
  await expectSelected(installSets(page).nth(0), 'pip');
  await expectSelected(installSets(page).nth(1), 'pip');
});

test('back and forward select the tab named by the query of the URL they lead to', async ({ page }) => {
  await page.goto(`${INSTALL}?install=pipx`);
  await waitForHydration(page);
  await page.evaluate(() => window.history.pushState(null, '', '?install=brew'));
  await expectSelected(installSets(page).nth(0), 'Homebrew');
  await page.goBack();
  await expect(page).toHaveURL(/\?install=pipx$/);
  await expectSelected(installSets(page).nth(0), 'pipx');
  await expectSelected(installSets(page).nth(1), 'pipx');
  await page.goForward();
  await expect(page).toHaveURL(/\?install=brew$/);
  await expectSelected(installSets(page).nth(0), 'Homebrew');
});

test('following a link to a guide with ?install= in its URL selects that tab, over the stored choice', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'uv'), STORAGE_KEY);
  await page.goto(nextRoute('/contributing'));
  await waitForHydration(page);
  // A marker that only survives a client-side (soft) navigation.
  await page.evaluate(() => ((window as { softNavMarker?: boolean }).softNavMarker = true));
  await page.getByRole('link', { name: 'installing from a clone' }).click();
  await expect(page).toHaveURL(/\/next\/quickstart\/installation\?install=clone$/);
  const set = page
    .locator('main .tabs-container')
    .filter({ has: page.getByRole('radio', { name: 'From a clone', exact: true }) });
  await expectSelected(set, 'From a clone');
  expect(await page.evaluate(() => (window as { softNavMarker?: boolean }).softNavMarker)).toBe(true);
});

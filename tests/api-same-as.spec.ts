import { BASE_SITE } from './e2e-env';
import { expect, testOnSharedPage as test, waitForHydration } from './fixtures';
import { axeViolations } from './helpers/axe';

// A component used twice on one operation page is written in full once; the later use links to that place
// (lib/site/openapi/schema-view.ts). The fixture: version 1.0 of the two-version site
// (tests/fixtures/versioned/openapi/version-1.0/ra-aid.openapi.yaml), whose Pet holds Person first inside its Shelter.
const PAGE = `${BASE_SITE}/1.0/api/get-pet`;
const FIRST = 'response-200-schema-shelter-manager';

test('a later use of a schema links, by keyboard, to its first use, opening the fold that holds it', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const keeper = page.locator('li#response-200-schema-keeper');
  const link = keeper.getByRole('link', { name: 'Person at its first use on this page' });
  await expect(link).toHaveAttribute('href', `#${FIRST}`);
  const first = page.locator(`li#${FIRST}`);
  // Written in full there: its own fields are below it.
  await expect(first.locator(`li#${FIRST}-address`)).toHaveCount(1);
  await expect(first).toBeHidden();
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${PAGE}#${FIRST}`);
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport();
});

test('an operation page with a schema written above has no axe violations', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(PAGE);
  await expect(page.locator('.schema__same-as a')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

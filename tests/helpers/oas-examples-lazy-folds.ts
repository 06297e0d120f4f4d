// train-travel's create-booking-payment has the collection's largest folds: its card and bank account options are
// left out of the page and loaded from the operation's nested-fields page (lib/site/openapi/lazy-folds.ts).
import { expect } from 'vitest';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { clickWhereShown } from './at-rest';
import { pageHtml, textOf, withPage, type Check } from './oas-examples-site';

const PAGE = '/train-travel/api/create-booking-payment';
const FIELDS = `/nested-fields${PAGE}`;
const SOURCE = 'request-body-schema-source';

/** Waits until the element `id` shows, then checks it is in the window (a hash's target is scrolled to). */
export async function shownInView(page: Page, id: string) {
  const field = page.locator(`#${id}`);
  await field.waitFor({ state: 'visible', timeout: 15_000 });
  const top = await field.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(900);
}

/** A raw mouse press on the "Expand all" button of a section's schema, where it is on the screen. */
export async function pressFoldAll(page: Page, section: string) {
  const button = page.locator(`#${section}`).locator('xpath=..').locator('[data-fold-all]').first();
  await clickWhereShown(page, button);
}

export const LAZY_FOLD_CHECKS: Check[] = [
  {
    name: "the payment page leaves the card's fields out, and its nested-fields page has them, not for search engines",
    run: () => {
      const html = pageHtml(PAGE) ?? '';
      expect(html).toContain(`data-fold="${SOURCE}" data-fold-src="${FIELDS}.html"`);
      expect(html).not.toContain(`id="${SOURCE}-anyOf-0-address_post_code"`);
      const fields = pageHtml(FIELDS) ?? '';
      expect(fields).toContain(`data-fold-content="${SOURCE}"`);
      expect(fields).toContain(`id="${SOURCE}-anyOf-0-address_post_code"`);
      expect(fields).toMatch(/<meta name="robots" content="noindex, follow"/);
      expect(textOf(fields)).toContain('Back to Pay for a Booking');
    },
  },
  {
    name: 'a raw click on the fold right after load shows its options, and their fields once opened',
    run: () =>
      withPage(PAGE, async (page) => {
        const summary = page.locator(`#${SOURCE} > details > summary`);
        await clickWhereShown(page, summary, 10);
        const card = page.locator(`#${SOURCE}-anyOf-0 > details > summary`);
        await card.waitFor({ state: 'visible', timeout: 15_000 });
        await card.click();
        await page.locator(`#${SOURCE}-anyOf-0-address_post_code`).waitFor({ state: 'visible', timeout: 15_000 });
      }),
  },
  {
    name: 'a URL naming a field inside a fold that is not loaded yet opens the folds and shows that field',
    run: () =>
      withPage(`${PAGE}#response-200-schema-source-anyOf-1-bank_name`, (page) =>
        shownInView(page, 'response-200-schema-source-anyOf-1-bank_name'),
      ),
  },
  {
    name: '"Expand all" pressed right after load opens the loaded fold and the folds inside it',
    run: () =>
      withPage(PAGE, async (page) => {
        await pressFoldAll(page, 'request-body');
        await page.locator(`#${SOURCE}-anyOf-1-bank_name`).waitFor({ state: 'visible', timeout: 15_000 });
      }),
  },
  {
    name: 'axe finds no violations on the nested-fields page, nor on the payment page with the fold loaded',
    run: async () => {
      await withPage(`${FIELDS}.html`, async (page) => expect(await axeViolations(page)).toEqual([]));
      await withPage(PAGE, async (page) => {
        await page.locator(`#${SOURCE} > details > summary`).click();
        await page.locator(`#${SOURCE} [data-fold-state=loaded]`).waitFor({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
      });
    },
  },
];

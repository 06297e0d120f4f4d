// The project fixture lib/site/openapi/fixtures/nested-folds.yaml: create-shipment's body has a large fold (customs)
// holding a large fold (goods) holding another (origin), and one fold (billing) too large to share a nested-fields
// page. They are packed into three parts (lib/site/openapi/fold-parts.ts): customs in the first, billing alone in the
// second, goods and origin in the third. get-shipment-status's response has 34 fields at its top level: 15 on the page
// (the required event_33 and the first 14 others), 19 in a fold loaded from its one part.
import { expect } from 'vitest';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { clickWhereShown } from './at-rest';
import { pressFoldAll, shownInView } from './oas-examples-lazy-folds';
import { pageHtml, pageMarkdown, textOf, withPage, type Check } from './oas-examples-site';

const PAGE = '/nested-folds/api/create-shipment';
const FIRST = `/nested-fields${PAGE}`;
const CUSTOMS = 'request-body-schema-customs';
const GOODS = `${CUSTOMS}-goods`;
const ORIGIN = `${GOODS}-origin`;

/**
 * A raw mouse press on a fold's summary, where it is shown on the screen: no hover first, no wait for the page's
 * scripts (a fold inside a fold that is still opening is pressed once its panel shows it).
 */
async function press(page: Page, fold: string) {
  const summary = page.locator(`#${fold} > details > summary`);
  await summary.waitFor({ state: 'visible', timeout: 15_000 });
  await clickWhereShown(page, summary, 10);
}

const STATUS = '/nested-folds/api/get-shipment-status';
const WIDE = 'response-200-schema';

const visible = (page: Page, id: string) => page.locator(`#${id}`).waitFor({ state: 'visible', timeout: 15_000 });

export const NESTED_FOLD_CHECKS: Check[] = [
  {
    name: 'each large fold loads from the part holding it, and a part links its own large folds to theirs',
    run: () => {
      const html = pageHtml(PAGE) ?? '';
      expect(html).toContain(`data-fold="${CUSTOMS}" data-fold-src="${FIRST}.html"`);
      expect(html).toContain(`data-fold="request-body-schema-billing" data-fold-src="${FIRST}/2.html"`);
      expect(html).not.toContain(`id="${CUSTOMS}-declarant"`);
      const first = pageHtml(FIRST) ?? '';
      expect(first).toContain(`data-fold-content="${CUSTOMS}"`);
      expect(first).toContain(`id="${CUSTOMS}-declarant"`);
      expect(first).toContain(`data-fold="${GOODS}" data-fold-src="${FIRST}/3.html"`);
      expect(first).toContain(`href="${FIRST}/3.html#fields-of-${GOODS}"`);
      expect(first).not.toContain(`id="${GOODS}-hs_code"`);
      expect(textOf(first)).toContain('Back to Create a shipment');
      expect(textOf(first)).toContain('Part 1 of 3');
      const third = pageHtml(`${FIRST}/3`) ?? '';
      expect(third).toContain(`id="fields-of-${GOODS}"`);
      expect(third).toContain(`data-fold-content="${ORIGIN}"`);
      expect(third).toContain(`id="${ORIGIN}-country_code"`);
      expect(pageHtml(`${FIRST}/2`)).toContain('id="request-body-schema-billing-line_125"');
      for (const part of [FIRST, `${FIRST}/2`, `${FIRST}/3`])
        expect(pageHtml(part)).toMatch(/<meta name="robots" content="noindex, follow"/);
      expect(pageHtml('/nested-fields')).toContain(`href="${FIRST}/3.html"`);
    },
  },
  {
    name: 'a raw click on a fold inside a loaded fold, right after it shows, loads its part; and a third level too',
    run: () =>
      withPage(PAGE, async (page) => {
        await press(page, CUSTOMS);
        await press(page, GOODS);
        await visible(page, `${GOODS}-hs_code`);
        await press(page, ORIGIN);
        await visible(page, `${ORIGIN}-country_code`);
      }),
  },
  {
    name: 'a URL naming a field three unloaded folds deep opens and fills each fold on the way, then shows the field',
    run: () => withPage(`${PAGE}#${ORIGIN}-country_code`, (page) => shownInView(page, `${ORIGIN}-country_code`)),
  },
  {
    name: '"Expand all" loads one level of parts per press: the folds it opened, not the large folds inside them',
    run: () =>
      withPage(PAGE, async (page) => {
        const pressButton = () => pressFoldAll(page, 'request-body');
        await pressButton();
        await visible(page, `${CUSTOMS}-declarant`);
        await visible(page, 'request-body-schema-billing-line_001');
        await page.locator(`#${CUSTOMS} [data-fold-state=loaded]`).first().waitFor({ timeout: 15_000 });
        expect(await page.locator(`#${GOODS} > details`).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        expect(await page.locator(`[data-fold="${GOODS}"]`).getAttribute('data-fold-state')).toBeNull();
        // "Collapse all", then "Expand all" again: the next level loads.
        await pressButton();
        await pressButton();
        await visible(page, `${GOODS}-hs_code`);
        expect(await page.locator(`#${ORIGIN} > details`).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      }),
  },
  {
    name: 'axe finds no violations on a part, nor on the page with a fold inside a fold loaded',
    run: async () => {
      await withPage(`${FIRST}.html`, async (page) => expect(await axeViolations(page)).toEqual([]));
      await withPage(PAGE, async (page) => {
        await press(page, CUSTOMS);
        await press(page, GOODS);
        await page.locator(`[data-fold="${GOODS}"][data-fold-state=loaded]`).waitFor({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
      });
    },
  },
  {
    name: 'a wide top level shows 15 fields and "19 more properties", a fold its part fills; the twin keeps all 34',
    run: () => {
      const html = pageHtml(STATUS) ?? '';
      for (const shown of ['event_01', 'event_14', 'event_33']) expect(html).toContain(`id="${WIDE}-${shown}"`);
      for (const left of ['event_15', 'event_34']) expect(html).not.toContain(`id="${WIDE}-${left}"`);
      expect(html).toContain(
        `<summary class="schema__toggle">19 more properties</summary><div data-fold="${WIDE}" data-fold-src="/nested-fields${STATUS}.html">`,
      );
      const part = pageHtml(`/nested-fields${STATUS}`) ?? '';
      expect(part).toContain(`data-fold-content="${WIDE}"`);
      for (const left of ['event_15', 'event_32', 'event_34']) expect(part).toContain(`id="${WIDE}-${left}"`);
      expect(part).not.toContain(`id="${WIDE}-event_01"`);
      expect(pageMarkdown(STATUS)).toContain('event_34');
    },
  },
  {
    name: 'a raw click on "19 more properties" right after load shows the other fields, a small fold among them too',
    run: () =>
      withPage(STATUS, async (page) => {
        await press(page, WIDE);
        await visible(page, `${WIDE}-event_34`);
        await visible(page, `${WIDE}-event_15`);
        expect(await page.locator(`#${WIDE}-event_25 summary`).textContent()).toBe('2 properties');
      }),
  },
  {
    name: 'a URL naming a field of the "more properties" fold opens and fills it, then shows the field',
    run: () => withPage(`${STATUS}#${WIDE}-event_34`, (page) => shownInView(page, `${WIDE}-event_34`)),
  },
  {
    name: 'axe finds no violations on a page with its "more properties" loaded',
    run: () =>
      withPage(STATUS, async (page) => {
        await press(page, WIDE);
        await page.locator(`[data-fold="${WIDE}"][data-fold-state=loaded]`).waitFor({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
      }),
  },
];

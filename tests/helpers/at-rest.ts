import type { Locator, Page } from '@playwright/test';

// Where a control rests and is shown, so a test presses it as a reader aims at it. Types only from Playwright: the
// build tests (Vitest) use these too.

/** Resolves once the element's box is the same in two animation frames running, so a slide-in has ended. */
export async function atRest(target: Locator): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise<void>((done) => {
        let last = '';
        const look = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const now = `${x},${y},${width},${height}`;
          if (now === last) done();
          else {
            last = now;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      }),
  );
}

/**
 * Resolves once the point (x, y) of the viewport shows `target` (or something inside it): a fold's content is clipped
 * while its panel grows, and a reader presses a control where it is shown, not where it will be.
 */
async function shownAt(target: Locator, x: number, y: number): Promise<void> {
  await target.evaluate(
    (element, [px, py]) =>
      new Promise<void>((done, fail) => {
        let frames = 0;
        const look = () => {
          if (element.contains(document.elementFromPoint(px, py))) done();
          else if (++frames > 1_000) fail(new Error(`(${px}, ${py}) never showed the control`));
          else requestAnimationFrame(look);
        };
        look();
      }),
    [x, y] as const,
  );
}

/**
 * One raw mouse click on `target` at `dx` from its left edge (its centre when not given), once it is at rest and shown
 * there: scrolled into view first, as a reader scrolls to what they want to press.
 */
export async function clickWhereShown(page: Page, target: Locator, dx?: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await atRest(target);
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box to press');
  const x = box.x + (dx ?? box.width / 2);
  const y = box.y + box.height / 2;
  await shownAt(target, x, y);
  await page.mouse.click(x, y);
}

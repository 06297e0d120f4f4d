import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { atRest } from './at-rest';

export type Press = 'mouse' | 'touch';

/**
 * One raw press at the centre of `target`, as a reader makes it: a mouse click (the pointer moves there and clicks,
 * with no hover beforehand) or a tap on a touch screen. Never retried. A reader aims at where a control rests, so a
 * control still sliding in (the phone menu's panel) is pressed once it has stopped, not at a point it has left.
 */
export async function pressOnce(page: Page, target: Locator, how: Press): Promise<void> {
  await expect(target).toBeVisible();
  await atRest(target);
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box to press');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (how === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// npm run bench, part `press`: a reader's first press on a control right after hydration, to its visible effect. The
// effect is timed in the first animation frame callback that sees it, just before that frame is painted.
import { chromium, type Page } from '@playwright/test';
import type { FirstPressResult } from './lib/results';
import { percentile, median } from './lib/stats';
import { CHROME } from './serve';

interface Control {
  name: string;
  route: string;
  /** Where the reader clicks (a CSS selector). */
  target: string;
  /** A JavaScript expression, true once the effect is on the page. */
  effect: string;
}

/** The controls the first-input issue names, each on a page that has it. */
export const PRESS_CONTROLS: readonly Control[] = [
  {
    name: 'colour switch',
    route: '/configuration/logging',
    target: '.navbar__color-mode button',
    effect: `document.documentElement.dataset.theme === 'light'`,
  },
  {
    name: 'closed sidebar category',
    route: '/configuration/logging',
    target: `.doc-sidebar summary[aria-label="Expand sidebar category 'Usage'"]`,
    effect: `document.querySelector(".doc-sidebar summary[aria-label*=\\"'Usage'\\"]").parentElement.open`,
  },
  {
    name: 'tab',
    route: '/quickstart/installation',
    target: 'main [data-tabs] > .tabs > .tabs__item:nth-of-type(2)',
    effect: `document.querySelector('main [data-tabs] > .tabs__panel:nth-child(3)').checkVisibility()`,
  },
  {
    name: 'Copy (code block)',
    route: '/configuration/logging',
    target: 'main .code-block .copy-button',
    effect: `document.querySelector('main .code-block .copy-button').hasAttribute('data-state')`,
  },
  {
    name: 'version menu',
    route: '/configuration/logging',
    target: 'nav[aria-label="Main"] .navbar__versions summary',
    effect: `document.querySelector('nav[aria-label="Main"] .navbar__versions .dropdown__link').checkVisibility({ visibilityProperty: true })`,
  },
];

/** How long one press may take to show its effect before the run fails. */
const PRESS_TIMEOUT_MS = 10_000;

async function onePress(page: Page, control: Control): Promise<number> {
  // A plain script string: the page must not see helpers the TypeScript loader adds to functions.
  await page.evaluate(`window.__press = new Promise((done, fail) => {
    let start = 0;
    window.addEventListener('pointerdown', (e) => { start = e.timeStamp; frame(); }, { capture: true, once: true });
    const frame = () => requestAnimationFrame(() => {
      const now = performance.now();
      if (${control.effect}) done(now - start);
      else if (now - start > ${PRESS_TIMEOUT_MS}) fail(new Error('no effect'));
      else frame();
    });
  }); 0`);
  // Brought into view by a script (not by the reader's wheel or finger), then pressed.
  await page.locator(control.target).first().scrollIntoViewIfNeeded();
  const box = await page.locator(control.target).first().boundingBox();
  if (!box) throw new Error(`${control.name}: ${control.target} is not on ${control.route}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return (await page.evaluate('window.__press')) as number;
}

/** Each control pressed once on a freshly hydrated page, `runs` times. */
export async function firstPress(origin: string, runs = 9): Promise<FirstPressResult[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  const results: FirstPressResult[] = [];
  try {
    for (const control of PRESS_CONTROLS) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const page = await context.newPage();
        await page.goto(`${origin}${control.route}`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        times.push(await onePress(page, control));
        await context.close();
      }
      results.push({
        control: control.name,
        route: control.route,
        runs: times,
        medianMs: median(times),
        p95Ms: percentile(times, 95),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

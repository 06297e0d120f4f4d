import type { Browser } from '@playwright/test';
import { API_OPERATION_ROUTES, expect, test } from './fixtures';
import { SITE } from './e2e-env';

/**
 * The inline <head> scripts as the build shipped them: each is the source text of a compiled function, so only the
 * built page shows whether it still names something outside itself. Each runs alone in a page that has the route's
 * markup and no other script, and must throw nothing and leave its mark.
 */

/** A guide whose tab sets are radio buttons and an API page whose sample language is a select. */
const ROUTES = ['/quickstart/installation', API_OPERATION_ROUTES[1].route];
/** Served in place of the route: a page with an `.html` path, so the canonical-URL script has something to do. */
const PROBE = `${SITE}/probe/index.html`;

/** The route's inline head scripts, verbatim, and its markup without any script. */
function splitPage(html: string) {
  const headEnd = html.indexOf('</head>');
  const scripts = [...html.slice(0, headEnd).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const htmlTag = /<html[^>]*>/.exec(html)![0];
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/<script[\s\S]*?<\/script>/g, '');
  return { scripts, htmlTag, body };
}

/** What the script left in the page: every mark any head script should leave, each false when this one did not. */
async function runAlone(browser: Browser, page: { htmlTag: string; body: string }, script: string) {
  const context = await browser.newContext();
  const errors: string[] = [];
  try {
    const tab = await context.newPage();
    tab.on('pageerror', (error) => errors.push(error.message));
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    // The script loader's chunks: empty, so only the inline script itself runs.
    await context.route('**/_next/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await context.route(PROBE, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html>${page.htmlTag}<head><script>${script}</script></head>${page.body}</body></html>`,
      }),
    );
    await tab.goto(PROBE);
    const marks = await tab.evaluate(async () => {
      const root = document.documentElement;
      const clickFirst = (selector: string) => {
        const element = document.querySelector<HTMLElement>(selector);
        element?.click();
        return element;
      };
      const menuPressed = (clickFirst('.navbar__toggle'), root.hasAttribute('data-early-menu'));
      const fold = clickFirst('button[data-fold-all]');
      const copy = clickFirst('button[data-copy="code"]');
      // A reader's choice of the set's last tab, as a radio button or a select reports it.
      const set = document.querySelector('[data-tabs][data-storage-key]');
      const select = set?.querySelector<HTMLSelectElement>('.tabs__select');
      const radios = set ? Array.from(set.querySelectorAll<HTMLInputElement>('.tabs__radio')) : [];
      const control = select ?? radios[radios.length - 1];
      const last = select ? select.options[select.options.length - 1].value : (control?.value ?? null);
      if (control && last !== null) {
        if (select) select.value = last;
        else (control as HTMLInputElement).checked = true;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
      // A code copy settles once the clipboard answers (allowed or refused).
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        canonicalUrl: location.pathname === '/probe',
        loader: '__siteScripts' in window,
        colorMode: root.getAttribute('data-theme') === 'light',
        earlyPress: menuPressed,
        foldAll: !!fold?.hasAttribute('data-expanded'),
        copy: !!copy?.hasAttribute('data-state'),
        tabChoice: !!set && last !== null && localStorage.getItem(set.getAttribute('data-storage-key')!) === last,
      };
    });
    return { errors, marks };
  } finally {
    await context.close();
  }
}

for (const route of ROUTES) {
  test(`each inline head script of ${route}, as shipped, runs on the browser's globals alone and does its work`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const page = splitPage(await (await request.get(route)).text());
    expect(page.scripts.length).toBeGreaterThanOrEqual(6);
    const seen = new Set<string>();
    for (const script of page.scripts) {
      const { errors, marks } = await runAlone(browser, page, script);
      const done = Object.keys(marks).filter((mark) => marks[mark as keyof typeof marks]);
      expect(errors, script.slice(0, 80)).toEqual([]);
      expect(done, `${script.slice(0, 80)} leaves a mark`).not.toEqual([]);
      for (const mark of done) seen.add(mark);
    }
    const expected = ['canonicalUrl', 'loader', 'colorMode', 'earlyPress', 'copy', 'tabChoice'];
    if (route.startsWith('/api/')) expected.push('foldAll');
    expect([...seen].sort()).toEqual(expected.sort());
  });
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on `page`, run inside the page (AxeBuilder's legacy mode): the default mode opens a second, blank page to gather
 * the results of every frame, which costs each check about as much again as the analysis, and these pages have no
 * frames of other origins for it to gather.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** axe's violations on the page as it is, one `rule: targets` line each, so a failing test names what broke. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's violations on the page as it is, one `rule: targets` line each, so a failing test names what broke. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

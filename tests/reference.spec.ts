import { expect, testOnSharedPage as test, waitForHydration } from './fixtures';

// The generated reference pages (lib/site/content/generated/reference/). Each test loads its own pages and changes
// nothing a later test reads: they share a page (fixtures.ts).

test('/reference/command-line#--research-provider opens at that option, its entry and facts in view', async ({
  page,
}) => {
  await page.goto('/reference/command-line#--research-provider');
  const heading = page.locator('[id="--research-provider"]');
  await expect(heading).toBeInViewport();
  await expect(heading).toHaveText('--research-provider');
  const facts = heading.locator('xpath=following-sibling::ul[1]');
  await expect(facts).toBeVisible();
  await expect(facts).toContainText('Choices:');
  await expect(facts.getByRole('link', { name: 'openai-compatible' })).toHaveAttribute(
    'href',
    '/reference/providers#openai-compatible',
  );
});

for (const prefix of ['', '/next']) {
  test(`a <CliOptions> name on ${prefix || '/'} guides leads to its entry on the same version's reference page`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/configuration/expert-model`);
    await waitForHydration(page);
    const link = page.locator('table.cli-options').getByRole('link', { name: '--research-provider' });
    await expect(link).toHaveAttribute('href', `${prefix}/reference/command-line#--research-provider`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/reference/command-line#--research-provider$`));
    await expect(page.locator('[id="--research-provider"]')).toBeInViewport();
  });
}

test('an <EnvVars> name links to its entry on the environment variables page', async ({ page }) => {
  await page.goto('/configuration/ollama');
  const link = page.locator('table.env-vars').getByRole('link', { name: 'OLLAMA_BASE_URL', exact: true });
  await expect(link).toHaveAttribute('href', '/reference/environment-variables#ollama_base_url');
});

test('the Reference category lists the three pages in the sidebar of both versions', async ({ page }) => {
  for (const prefix of ['', '/next']) {
    await page.goto(`${prefix}/reference/providers`);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    for (const name of ['Command line', 'Environment variables', 'Providers'])
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `${prefix}/reference/${name.toLowerCase().replace(' ', '-')}`,
      );
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/next/reference/command-line', '/reference/environment-variables', '/reference/providers']) {
    test(`${path} is no wider than the screen: long names wrap, facts are lists`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

import { expect, testOnSharedPage as test } from './fixtures';

// Each test loads its own pages with page.goto and changes nothing a later test reads: they share a page (fixtures.ts).
const ORIGIN = 'https://docs.ra-aid.ai';

test('/release-notes shows the newest release first and names its Atom and RSS feeds in the head', async ({ page }) => {
  await page.goto('/release-notes');
  await expect(page.locator('main h1')).toHaveText('Release notes');
  const releases = page.locator('main h2');
  await expect(releases.first()).toHaveText('0.30.2');
  await expect(releases.first()).toHaveAttribute('id', 'v0-30-2');
  await expect(releases.last()).toHaveText('0.6.0');
  await expect(releases).toHaveCount(58);
  await expect(page.getByRole('link', { name: 'Tag v0.30.2 on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/ai-christianson/RA.Aid/releases/tag/v0.30.2',
  );
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/release-notes/atom.xml`,
  );
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/release-notes/rss.xml`,
  );
});

test('/release-notes/atom.xml and rss.xml are served, one entry per release, the newest first', async ({ request }) => {
  const atom = await request.get('/release-notes/atom.xml');
  expect(atom.status()).toBe(200);
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const atomText = await atom.text();
  expect(atomText.match(/<entry>/g)).toHaveLength(58);
  expect(atomText.indexOf(`<id>${ORIGIN}/release-notes#v0-30-2</id>`)).toBeLessThan(
    atomText.indexOf(`<id>${ORIGIN}/release-notes#v0-30-1</id>`),
  );
  const rss = await request.get('/release-notes/rss.xml');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect((await rss.text()).match(/<item>/g)).toHaveLength(58);
});

test('/next/release-notes starts with the unreleased master, and /next/upgrading lists the new options', async ({
  page,
}) => {
  await page.goto('/next/release-notes');
  await expect(page.locator('main h2').first()).toHaveText('Unreleased (master 4b32edc)');
  await expect(page.locator('head link[type="application/atom+xml"]')).toHaveCount(0);
  await page.goto('/next/upgrading');
  await expect(page.locator('main h1')).toHaveText('Upgrading from 0.30.2 to Next');
  await expect(page.locator('main li').filter({ hasText: '--max-cost' }).first()).toBeVisible();
});

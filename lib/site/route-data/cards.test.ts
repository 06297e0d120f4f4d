import { describe, expect, it } from 'vitest';
import { getSite } from '../source';
import { categoryCards } from './cards';

describe('category cards: one list for the index page, its Markdown twin and its search records', () => {
  it('a guide category lists its pages in sidebar order, each with its description', async () => {
    const { source } = (await getSite()).latest;
    const page = source.byRoute.get('/category/quick-start');
    if (page?.kind !== 'category') throw new Error('no Quick Start category page');
    const { cards, groups } = categoryCards(page, source);
    expect(cards.map((c) => c.href)).toEqual([
      '/quickstart/installation',
      '/quickstart/recommended',
      '/quickstart/open-models',
    ]);
    expect(cards.every((c) => c.kind === 'page' && c.description && c.description.length > 10)).toBe(true);
    expect(groups).toEqual([]);
  }, 60_000);

  it('the API category: the overview as a card, then one group per tag whose cards carry the HTTP method', async () => {
    const { source } = (await getSite()).latest;
    const page = source.byRoute.get('/category/api');
    if (page?.kind !== 'category') throw new Error('no API category page');
    const { cards, groups } = categoryCards(page, source);
    expect(cards.map((c) => c.href)).toEqual(['/api/ra-aid-api']);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      expect(group.cards.length).toBeGreaterThan(0);
      expect(
        group.cards.every((c) => c.href.startsWith('/api/') && /^(get|post|put|patch|delete)$/.test(c.method ?? '')),
      ).toBe(true);
    }
  }, 60_000);
});

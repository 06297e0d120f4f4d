import { describe, expect, it } from 'vitest';
import { getSite } from '../../source';
import type { CategoryPage } from '../../source/types';
import { categoryMarkdownTree } from './category';
import { stringifyMarkdown } from './stringify';

describe('category pages as Markdown', () => {
  it('give the title, the description and each item as a link (its sidebar label, as on the cards) with its description, in sidebar order', async () => {
    const site = await getSite();
    const page = site.latest.source.byRoute.get('/category/quick-start') as CategoryPage;
    const md = stringifyMarkdown(categoryMarkdownTree(page, site.latest.source, site.config));
    const describe = (route: string) => site.latest.source.byRoute.get(route)!.description;
    expect(md).toBe(
      [
        '# Quick Start',
        '',
        page.description,
        '',
        `- [Installation](https://docs.ra-aid.ai/quickstart/installation): ${describe('/quickstart/installation')}`,
        `- [Recommended setup](https://docs.ra-aid.ai/quickstart/recommended): ${describe('/quickstart/recommended')}`,
        `- [Open models](https://docs.ra-aid.ai/quickstart/open-models): ${describe('/quickstart/open-models')}`,
        '',
      ].join('\n'),
    );
  });

  it('list groups without a page of their own (the API tags) under a heading of their label', async () => {
    const site = await getSite();
    const page = site.latest.source.byRoute.get('/category/api') as CategoryPage;
    const md = stringifyMarkdown(categoryMarkdownTree(page, site.latest.source, site.config));
    expect(md).toMatch(/^# API\n\nEvery endpoint of the RA\.Aid API/);
    expect(md).toContain(
      '\n## Sessions\n\n- [List sessions](https://docs.ra-aid.ai/api/list-sessions-v-1-session-get): ',
    );
    expect(md).toContain('\n## Untagged\n');
  });
});

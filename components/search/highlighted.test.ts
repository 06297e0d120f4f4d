import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted';
import { hitLines } from './hit-text';
import type { SearchHit } from '@/lib/shared/search/types';

describe('<Highlighted>', () => {
  it('renders matches as <mark> and any other markup in the value as escaped text', () => {
    const html = renderToStaticMarkup(
      createElement(Highlighted, { value: '<mark>run</mark> <script>alert(1)</script><img src=x onerror=alert(2)>' }),
    );
    expect(html).toBe(
      '<mark>run</mark><span> &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</span>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });
});

describe('hitLines', () => {
  const hit = (type: SearchHit['type'], extra: Partial<SearchHit> = {}): SearchHit => ({
    objectID: '1',
    type,
    hierarchy: {
      lvl0: 'Usage',
      lvl1: 'Web UI',
      lvl2: 'Start the server',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: 'Run it.',
    ...extra,
  });
  it('shows title and path by hit type, preferring snippets', () => {
    expect(hitLines(hit('lvl1', { content: null }))).toEqual({ title: 'Web UI', path: '' });
    expect(hitLines(hit('lvl2'))).toEqual({ title: 'Start the server', path: 'Web UI' });
    expect(hitLines(hit('content', { _snippetResult: { content: { value: '<mark>Run</mark> it.' } } }))).toEqual({
      title: '<mark>Run</mark> it.',
      path: 'Web UI',
    });
  });
});

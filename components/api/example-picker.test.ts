import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_TABS } from '@/lib/shared/tabs';
import { ExamplePicker } from './example-picker';

const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `e${i}`, label: `Example ${i}` }));
const render = (n: number) =>
  renderToString(
    createElement(ExamplePicker, {
      choices: choices(n),
      panels: choices(n).map((c) => createElement('pre', { key: c.value }, c.label)),
    }),
  );

describe('ExamplePicker (server render)', () => {
  it('is a labelled select over panels that the tab CSS shows: bar first, then one panel per example in order', () => {
    const html = render(3);
    expect(html).toMatch(/^<div class="tabs-container api-example-picker" data-tabs="">/);
    expect(html).toMatch(
      /<label for="([^"]+)-example">Example<\/label><select id="\1-example" class="[^"]*tabs__select"/,
    );
    expect([...html.matchAll(/<option value="(e\d)"/g)].map((m) => m[1])).toEqual(['e0', 'e1', 'e2']);
    expect(html).toContain('<option value="e0" selected="">');
    expect(
      [...html.matchAll(/class="tabs__panel" data-value="(e\d)"><pre>Example \d<\/pre>/g)].map((m) => m[1]),
    ).toEqual(['e0', 'e1', 'e2']);
    // Nothing is remembered across pages: no storage key for the page's tab script.
    expect(html).not.toContain('data-storage-key');
  });

  it('offers at most as many examples as the tab CSS has rules for', () => {
    expect(render(MAX_TABS + 2).match(/<option /g)).toHaveLength(MAX_TABS);
  });
});

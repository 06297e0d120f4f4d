import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { tabsHeadingLevel } from '../../components/mdx/tabs';
import { remarkTabsHeadingLevel } from './remark-tabs';

async function levels(source: string): Promise<(string | null)[]> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkTabsHeadingLevel);
  const tree = (await processor.run(processor.parse(source))) as Root;
  const found: (string | null)[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'Tabs') return;
    const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'headingLevel');
    found.push(attr && typeof attr.value === 'string' ? attr.value : null);
  });
  return found;
}

const tabs = (inner = 'x') => `<Tabs>\n<TabItem value="a">\n\n${inner}\n\n</TabItem>\n</Tabs>\n`;

describe('remarkTabsHeadingLevel', () => {
  it('puts tab labels one level below the heading the tabs follow, 2 before any heading', async () => {
    expect(await levels(`${tabs()}\n## A\n\n${tabs()}\n### B\n\n${tabs()}\n## C\n\n${tabs()}`)).toEqual([
      '2',
      '3',
      '4',
      '3',
    ]);
  });

  it('puts tabs inside a tab one level below the outer tabs, and never below 6', async () => {
    expect(await levels(`## A\n\n${tabs(tabs())}`)).toEqual(['3', '4']);
    expect(await levels(`###### Deep\n\n${tabs()}`)).toEqual(['6']);
  });

  it("keeps an author's own headingLevel", async () => {
    expect(await levels('## A\n\n<Tabs headingLevel="5">\n<TabItem value="a">x</TabItem>\n</Tabs>\n')).toEqual(['5']);
  });
});

describe('tabsHeadingLevel', () => {
  it('reads 2–6 from a number or string, else 3', () => {
    expect([
      tabsHeadingLevel(4),
      tabsHeadingLevel('5'),
      tabsHeadingLevel(undefined),
      tabsHeadingLevel('9'),
      tabsHeadingLevel('x'),
    ]).toEqual([4, 5, 3, 3, 3]);
  });
});

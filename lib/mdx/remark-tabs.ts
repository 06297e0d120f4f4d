import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** Name of the attribute this plugin gives every `<Tabs>`: the level of its panels' headings. */
export const TABS_HEADING_LEVEL = 'headingLevel';

type Parent = { children: RootContent[] };

/**
 * Gives every `<Tabs>` the heading level its panels' labels take when the panels are shown one after another
 * (without JavaScript): one below the heading the tabs sit under (h2 → 3), one below the outer tabs' level for
 * tabs inside a tab, at most 6. The page title is the h1, so tabs before any heading get 2. An author's own
 * `headingLevel` is kept.
 */
export function remarkTabsHeadingLevel() {
  return (tree: Root) => {
    let lastHeading = 1;
    const walk = (parent: Parent, tabsLevel: number | undefined) => {
      for (const node of parent.children) {
        if (node.type === 'heading') lastHeading = node.depth;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
          const level = Math.min(6, (tabsLevel ?? lastHeading) + 1);
          setLevel(node, level);
          walk(node, level);
          continue;
        }
        if ('children' in node) walk(node as Parent, tabsLevel);
      }
    };
    walk(tree, undefined);
  };
}

function setLevel(node: MdxJsxFlowElement, level: number): void {
  if (node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === TABS_HEADING_LEVEL)) return;
  // A string attribute (`headingLevel="3"`): no expression to compile; the component reads it as a number.
  node.attributes.push({ type: 'mdxJsxAttribute', name: TABS_HEADING_LEVEL, value: String(level) });
}

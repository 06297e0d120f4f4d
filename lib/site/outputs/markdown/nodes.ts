import type {
  BlockContent,
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';

/** Small builders of Markdown syntax-tree nodes, so the renderers read like the output they make. */
export const text = (value: string): Text => ({ type: 'text', value });
export const code = (value: string): InlineCode => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): Strong => ({ type: 'strong', children });
export const link = (url: string, ...children: PhrasingContent[]): Link => ({ type: 'link', url, children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
export const codeBlock = (value: string, lang?: string, meta?: string): Code => ({
  type: 'code',
  lang: lang ?? null,
  meta: meta ?? null,
  value,
});
export const root = (children: RootContent[]): Root => ({ type: 'root', children });

export const listItem = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });
export const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** Phrasing parts separated by ', '. */
export function joined(parts: PhrasingContent[]): PhrasingContent[] {
  return parts.flatMap((p, i) => (i ? [text(', '), p] : [p]));
}

/** A GFM table: one header row, then the body rows; each cell is a list of phrasing nodes. */
export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  };
}

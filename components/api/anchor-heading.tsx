import { makeHeading } from '@/components/mdx/heading';

const H2 = makeHeading(2);
const H3 = makeHeading(3);

/** A heading of an API page with its anchor (ids match the page's TOC entries). */
export function AnchorHeading({ level, id, children }: { level: 2 | 3; id: string; children: React.ReactNode }) {
  return level === 2 ? <H2 id={id}>{children}</H2> : <H3 id={id}>{children}</H3>;
}

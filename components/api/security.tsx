import { AUTHENTICATION_HEADING } from '@/lib/shared/api-headings';
import { AnchorHeading } from './anchor-heading';
import { Markdown, type Rendered } from './markdown';

/** The overview's "Authentication" section. */
export function SecuritySchemes({ text, rendered }: { text: string; rendered: Rendered }) {
  if (!text) return null;
  return (
    <section className="api-security">
      <AnchorHeading level={AUTHENTICATION_HEADING.level} id={AUTHENTICATION_HEADING.id}>
        {AUTHENTICATION_HEADING.text}
      </AnchorHeading>
      <Markdown text={text} rendered={rendered} />
    </section>
  );
}

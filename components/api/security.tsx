import { AUTHENTICATION_HEADING } from '@/lib/openapi/sections';
import { requirementsMarkdown, schemesMarkdown } from '@/lib/openapi/security-text';
import type { ApiDocument, ApiOperation } from '@/lib/openapi/types';
import { AnchorHeading } from './anchor-heading';
import { Markdown } from './markdown';

/** The overview's "Authentication": every security scheme, where its credential goes, OAuth2 flows and scopes. */
export function SecuritySchemes({ doc }: { doc: ApiDocument }) {
  const text = schemesMarkdown(doc);
  if (!text) return null;
  return (
    <section className="api-security">
      <AnchorHeading level={AUTHENTICATION_HEADING.level} id={AUTHENTICATION_HEADING.id}>
        {AUTHENTICATION_HEADING.text}
      </AnchorHeading>
      <Markdown text={text} />
    </section>
  );
}

/** The body of an operation's "Authentication" section: the credentials it requires, or that it needs none. */
export function SecurityRequirements({ op, doc }: { op: ApiOperation; doc: ApiDocument }) {
  return <Markdown text={requirementsMarkdown(op, doc)} className="api-security" />;
}

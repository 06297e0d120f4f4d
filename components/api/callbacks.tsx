import type { MediaView, ResponseExtras, CallbackSection } from '@/lib/site/types';
import { AnchorHeading } from './anchor-heading';
import { InlineMarkdown } from './inline-markdown';
import { Markdown, type Rendered } from './markdown';
import { RequestBodyContent } from './media';
import { MethodBadge } from './method-badge';
import { Responses } from './responses';

/** The requests the API sends to the caller's URL, drawn with the operation's own body and response components. */
export function Callbacks({
  callbacks,
  media,
  extras,
  rendered,
}: {
  callbacks: readonly CallbackSection[];
  /** The content types of each body and response, by anchor (lib/site/openapi/media-view.ts). */
  media: Readonly<Record<string, MediaView[]>>;
  /** The headers and links of each response, by anchor (lib/site/openapi/response-extras.ts). */
  extras: Readonly<Record<string, ResponseExtras>>;
  rendered: Rendered;
}) {
  return callbacks.map(({ callback: c, level, id, bodyId, text, responses }) => (
    <section key={id} className="api-callback">
      <AnchorHeading level={level} id={id}>
        {text}
      </AnchorHeading>
      <p className="api-endpoint">
        <MethodBadge method={c.method} />
        <code className="api-endpoint__path">{c.expression}</code>
      </p>
      {c.summary ? (
        <p>
          <InlineMarkdown text={c.summary} rendered={rendered} />
        </p>
      ) : null}
      <Markdown text={c.description} rendered={rendered} />
      {c.requestBody ? (
        <>
          <p className="api-required">
            <strong>Request body.</strong> {c.requestBody.required ? 'Required.' : 'Optional.'}
          </p>
          <RequestBodyContent body={c.requestBody} media={media[bodyId] ?? []} rendered={rendered} />
        </>
      ) : null}
      {responses.length ? <Responses responses={responses} media={media} extras={extras} rendered={rendered} /> : null}
    </section>
  ));
}

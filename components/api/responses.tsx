import { TabSet } from '@/components/mdx/tab-set';
import type { MediaView, StatusExamples } from '@/lib/site/openapi/media-view';
import type { ResponseSection } from '@/lib/site/openapi/sections';
import type { ApiDocument } from '@/lib/shared/openapi-types';
import { AnchorHeading } from './anchor-heading';
import { Markdown } from './markdown';
import { Examples, MediaList } from './media';
import { ResponseHeaders, ResponseLinks } from './response-extras';

/** Tab label of a status: the code alone ('201', '4XX', 'default'); the panel's heading says the rest. */
const statusTab = (r: ResponseSection) => r.response.status;

/** One tab per status code; a link to a status's anchor selects its tab (the page's tab script follows the hash). */
export function Responses({
  responses,
  media,
  doc,
  route,
}: {
  responses: readonly ResponseSection[];
  /** The content types of each response, by its anchor (lib/site/openapi/media-view.ts). */
  media: Readonly<Record<string, MediaView[]>>;
  doc: ApiDocument;
  /** This page's route, for the links to other operations (named without a link when absent). */
  route?: string;
}) {
  return (
    <TabSet
      className="api-responses"
      labels={responses.map((r) => ({ value: r.response.status, label: statusTab(r) }))}
      tabClassNames={responses.map((r) => `api-status api-status--${r.response.status[0]}xx`)}
      initial={responses[0].response.status}
      panels={responses.map(({ response: r, level, id, text }) => (
        <div key={r.status} className={`api-response api-response--${r.status[0]}xx`}>
          <AnchorHeading level={level} id={id}>
            {text}
          </AnchorHeading>
          <Markdown text={r.description} />
          {media[id] ? (
            <MediaList media={media[id]} exampleClassName="api-example--inline" />
          ) : (
            <p className="api-no-body">No response body.</p>
          )}
          {r.headers ? <ResponseHeaders headers={r.headers} doc={doc} /> : null}
          {r.links ? <ResponseLinks links={r.links} route={route} /> : null}
        </div>
      ))}
    />
  );
}

/** The right-hand panel's response examples: one tab per status that has a body, its first content type's examples. */
export function ResponseExamples({ statuses }: { statuses: readonly StatusExamples[] }) {
  if (!statuses.length) return null;
  return (
    <section className="api-examples" aria-labelledby="response-examples">
      <h2 className="api-examples__title" id="response-examples">
        Response examples
      </h2>
      <TabSet
        labels={statuses.map((r) => ({ value: r.status, label: r.status }))}
        tabClassNames={statuses.map((r) => `api-status api-status--${r.status[0]}xx`)}
        initial={statuses[0].status}
        panels={statuses.map((r) => (
          <Examples key={r.status} examples={r.examples} title={r.text} />
        ))}
      />
    </section>
  );
}

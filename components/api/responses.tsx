import { TabSet } from '@/components/mdx/tab-set';
import type { MediaView, StatusExamples, ResponseExtras, ResponseSection } from '@/lib/site/types';
import { AnchorHeading } from './anchor-heading';
import { Markdown, type Rendered } from './markdown';
import { Examples, MediaList } from './media';
import { ResponseHeaders, ResponseLinks } from './response-extras';

/** Tab label of a status: the code alone ('201', '4XX', 'default'); the panel's heading says the rest. */
const statusTab = (r: ResponseSection) => r.response.status;

/** One tab per status code; a link to a status's anchor selects its tab (the page's tab script follows the hash). */
export function Responses({
  responses,
  media,
  extras,
  panel = [],
  rendered,
}: {
  responses: readonly ResponseSection[];
  /** The side panel's examples: a response whose examples it only links to shows them here on every screen. */
  panel?: readonly StatusExamples[];
  /** The content types of each response, by its anchor (lib/site/openapi/media-view.ts). */
  media: Readonly<Record<string, MediaView[]>>;
  /** The headers and links of each response, by its anchor (lib/site/openapi/response-extras.ts). */
  extras: Readonly<Record<string, ResponseExtras>>;
  rendered: Rendered;
}) {
  const onlyHere = new Set(panel.flatMap((s) => (s.shownAt ? [s.shownAt] : [])));
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
          <Markdown text={r.description} rendered={rendered} />
          {media[id] ? (
            <MediaList
              media={media[id]}
              exampleClassName={onlyHere.has(id) ? undefined : 'api-example--inline'}
              rendered={rendered}
            />
          ) : (
            <p className="api-no-body">No response body.</p>
          )}
          {extras[id]?.headers ? <ResponseHeaders headers={extras[id].headers} rendered={rendered} /> : null}
          {extras[id]?.links ? <ResponseLinks links={extras[id].links} rendered={rendered} /> : null}
        </div>
      ))}
    />
  );
}

/** The right-hand panel's response examples: one tab per status that has a body, its first content type's examples. */
export function ResponseExamples({ statuses, rendered }: { statuses: readonly StatusExamples[]; rendered: Rendered }) {
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
        panels={statuses.map((r) =>
          r.shownAt ? (
            <p key={r.status} className="api-examples__elsewhere">
              A long example: shown once, with the response <a href={`#${r.shownAt}`}>{r.text}</a>.
            </p>
          ) : (
            <Examples key={r.status} examples={r.examples} title={r.text} rendered={rendered} />
          ),
        )}
      />
    </section>
  );
}

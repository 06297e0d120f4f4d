/**
 * The controls the inline button script serves (lib/browser/head-scripts/button-controls.ts): the attributes it finds
 * them by and the labels it gives them, written once for it and for the components that render them. The script gets
 * this table as JSON, since its source text can name nothing outside itself.
 */
export const CONTROLS = {
  copy: {
    /** Its value names the kind of copy button. */
    attribute: 'data-copy',
    /** Set by the script while a copy's outcome shows: `copied` or `failed`. */
    state: 'data-state',
    /** Each kind's accessible name by state, '' before any press. */
    kinds: {
      code: { title: 'Copy', labels: { '': 'Copy code to clipboard', copied: 'Copied', failed: 'Copy failed' } },
      page: { labels: { '': 'Copy page', copied: 'Copied', failed: 'Copy failed' } },
    },
  },
  foldAll: {
    attribute: 'data-fold-all',
    /** Present while the button has opened every fold of its schema. */
    expanded: 'data-expanded',
    labels: { expand: 'Expand all', collapse: 'Collapse all' },
  },
  feedback: {
    attribute: 'data-page-feedback',
    title: 'data-title',
    version: 'data-version',
    /** The value of the radio button that says the page helped. */
    helpful: 'yes',
    /** Each answer is sent as this event, for a site owner's analytics. */
    event: 'docs:page-feedback',
  },
} as const;

export type Controls = typeof CONTROLS;
export type CopyKind = keyof Controls['copy']['kinds'];

/** A copy button's attributes before any press, for JSX and for the API pages' HTML strings alike. */
export function copyButtonAttributes(kind: CopyKind) {
  const { labels, ...rest } = CONTROLS.copy.kinds[kind];
  return { [CONTROLS.copy.attribute]: kind, 'aria-label': labels[''], ...rest };
}

/** The "Expand all" button's attributes before any press. */
export function foldAllAttributes() {
  return { [CONTROLS.foldAll.attribute]: '', 'aria-label': CONTROLS.foldAll.labels.expand };
}

/** The attributes of the "Was this page helpful?" section that the script reads an answer's details from. */
export function pageFeedbackAttributes({ title, version }: { title: string; version: string }) {
  const { attribute, title: titleAttribute, version: versionAttribute } = CONTROLS.feedback;
  return { [attribute]: '', [titleAttribute]: title, [versionAttribute]: version };
}

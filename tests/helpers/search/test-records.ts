import { LEVEL_WEIGHT, type Hierarchy, type RecordType, type SearchRecord } from '../../../lib/shared/search/types';

/** A record for tests: a page (lvl1 title) in a section (lvl0), optionally a heading or text in it. */
export function record(
  id: string,
  fields: {
    lvl0?: string;
    lvl1: string;
    lvl2?: string;
    type?: RecordType;
    content?: string;
    url?: string;
    tag?: string;
    language?: string;
  },
): SearchRecord {
  const type = fields.type ?? (fields.content ? 'content' : fields.lvl2 ? 'lvl2' : 'lvl1');
  const hierarchy: Hierarchy = {
    lvl0: fields.lvl0 ?? 'Docs',
    lvl1: fields.lvl1,
    lvl2: fields.lvl2 ?? null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const url = fields.url ?? `https://docs.example.com/${id}`;
  const hash = url.indexOf('#');
  return {
    objectID: id,
    type,
    hierarchy,
    url,
    url_without_anchor: hash < 0 ? url : url.slice(0, hash),
    anchor: hash < 0 ? null : url.slice(hash + 1),
    content: fields.content ?? null,
    language: fields.language ?? 'en',
    docusaurus_tag: fields.tag ?? 'docs-default-current',
    version: ['current'],
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: 0 },
  };
}

/** A small section of the site: pages, a heading and text sharing a URL, an older version, another language. */
export const SAMPLE_RECORDS: readonly SearchRecord[] = [
  record('ollama', { lvl0: 'Configuration', lvl1: 'Running local models with Ollama' }),
  record('ollama-ctx', {
    lvl0: 'Configuration',
    lvl1: 'Running local models with Ollama',
    lvl2: 'Context window size',
    url: 'https://docs.example.com/ollama#context',
  }),
  record('ollama-text', {
    lvl0: 'Configuration',
    lvl1: 'Running local models with Ollama',
    lvl2: 'Context window size',
    content:
      'Set the context window with num ctx so that the model sees the whole prompt and every file the agent reads',
    url: 'https://docs.example.com/ollama#context',
  }),
  record('expert', { lvl0: 'Configuration', lvl1: 'Configuring the expert model' }),
  record('install', {
    lvl0: 'Quick Start',
    lvl1: 'Installation',
    content: 'Install with pip install ra-aid and ripgrep',
  }),
  record('old', { lvl0: 'Quick Start', lvl1: 'Installation (old version)', tag: 'docs-default-0.1' }),
  record('de', { lvl0: 'Schnellstart', lvl1: 'Installation', language: 'de' }),
];

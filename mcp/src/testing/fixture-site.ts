import {
  validateSiteConfig,
  indexScopeFiles,
  indexVersions,
  addIndexInfo,
  addScopeFiles,
  buildIndexFiles,
} from '../../../lib/site/tasks';
import type { SearchRecord } from '../../../lib/shared/search/types';
import { fixtureTree } from '../../../tests/helpers/fixture-tree';
import { record } from '../../../tests/helpers/search/test-records';

/**
 * A small built docs site for the server's unit tests, its index and info file written by the build's own
 * functions: release 2.0 at the root, Next under /next/, on https://docs.example.com`base`.
 */
export const FIXTURE_URL = 'https://docs.example.com';

const OLLAMA_PAGE = `# Ollama setup

Run the agent on local models.

## Before you start

Pull a model first.

### Check the server

Ask the server for its models.

## Choosing a model

Bigger models plan better.

\`\`\`md
## Not a heading of the page
\`\`\`

## Before you start

A second section with the same title.
`;

function records(base: string): SearchRecord[] {
  const at = (route: string) => `${FIXTURE_URL}${base}${route.slice(1)}`;
  const page = (id: string, route: string, tag: string, title: string, text: string, version: string) => [
    { ...record(id, { lvl0: 'Guides', lvl1: title, url: at(route), tag }), version: [version] },
    {
      ...record(`${id}-text`, { lvl0: 'Guides', lvl1: title, content: text, url: at(route), tag }),
      version: [version],
    },
  ];
  return [
    ...page(
      'ollama',
      '/guide/ollama',
      'docs-default-2.0',
      'Ollama setup',
      'Run the agent on local ollama models.',
      '2.0',
    ),
    ...page('logs', '/guide/logging', 'docs-default-2.0', 'Logging', 'Where the log files go.', '2.0'),
    ...page('next-ollama', '/next/guide/ollama', 'docs-default-current', 'Ollama setup', 'Ollama in Next.', 'current'),
    {
      ...record('ollama-choose', {
        lvl0: 'Guides',
        lvl1: 'Ollama setup',
        lvl2: 'Choosing a model',
        url: `${at('/guide/ollama')}#choosing-a-model`,
        tag: 'docs-default-2.0',
      }),
      version: ['2.0'],
    },
  ];
}

function llmsTxt(base: string): string {
  const md = (route: string) => `${FIXTURE_URL}${base}${route.slice(1)}.md`;
  return `# Example Docs

> A summary of the site.

## Guides

- [Ollama setup](${md('/guide/ollama')}): Run the agent on local models.
- [Logging](${md('/guide/logging')}): Where the log files go.

## Optional

- [Ollama setup (version Next)](${md('/next/guide/ollama')}): Ollama in the next release.
`;
}

/** Writes the fixture site (a sharded index with `sharded`) and returns its folder. */
export function fixtureSite(
  options: { base?: string; sharded?: boolean; extra?: Record<string, string> } = {},
): string {
  const base = options.base ?? '/';
  const config = validateSiteConfig(
    { url: FIXTURE_URL, baseUrl: base, title: 'Example Docs', themeConfig: { navbar: { items: [] } } },
    'fixture',
  );
  const versions = [
    { name: 'current', label: 'Next', prefix: '/next' },
    { name: '2.0', label: '2.0', prefix: '', isLast: true },
  ];
  const all = records(base);
  const scopes = indexScopeFiles(
    true,
    versions.map((v) => v.name),
  );
  const shards = options.sharded ? { shardAboveBytes: 0 } : {};
  const built = addScopeFiles(buildIndexFiles(all, shards), all, scopes, shards);
  addIndexInfo(built, { site: { url: FIXTURE_URL, baseUrl: base }, versions: indexVersions(config, versions) });
  return fixtureTree({
    ...Object.fromEntries(built.files),
    'llms.txt': llmsTxt(base),
    'index.md': '# Example Docs\n\nThe landing page.\n',
    'guide/ollama.md': OLLAMA_PAGE,
    'guide/logging.md': '# Logging\n\nWhere the log files go.\n',
    'next/guide/ollama.md': '# Ollama setup\n\nOllama in the next release.\n',
    ...options.extra,
  });
}

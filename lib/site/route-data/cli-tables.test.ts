import { describe, expect, it } from 'vitest';
import { cliFacts, type CliOption } from '../content/facts/cli';
import { syntaxTree } from '../mdx/syntax';
import type { Page } from '../source/types';
import { cliTables, referenceLinks } from './cli-tables';

const option = (flags: string[], extra: Partial<CliOption> = {}): CliOption => ({
  flags,
  action: 'store',
  effective_default: null,
  default_is_dynamic: false,
  is_boolean_switch: false,
  takes_value: true,
  choices: null,
  description: `What ${flags[0]} does.`,
  ...extra,
});

const facts = cliFacts({
  version: '9.9.9',
  options: [
    option(['--provider'], { choices: ['openai', 'ollama'], effective_default: 'openai' }),
    option(['--cowboy-mode'], { is_boolean_switch: true, takes_value: false }),
  ],
  subcommands: [],
  environment_variables: [{ name: 'OLLAMA_BASE_URL', purpose: 'Where Ollama listens.' }],
});

const tree = (mdx: string) => syntaxTree(mdx, 'guide.mdx');

describe('cliTables', () => {
  it('gives the rows the guide names, defaults in words and nested tables included', () => {
    const tables = cliTables(
      tree(
        "# Guide\n\n<CliOptions names={['--provider', '--cowboy-mode']} />\n\n<Tabs>\n<TabItem value=\"a\">\n\n<EnvVars names={['OLLAMA_BASE_URL']} />\n\n</TabItem>\n</Tabs>\n",
      ),
      facts,
    );
    expect(tables.options['--provider']).toEqual({
      flags: ['--provider'],
      default: 'openai',
      description: 'What --provider does.',
      choices: ['openai', 'ollama'],
    });
    expect(tables.options['--cowboy-mode'].default).toBe('off');
    expect(tables.envVars).toEqual({
      OLLAMA_BASE_URL: { name: 'OLLAMA_BASE_URL', configures: 'Where Ollama listens.' },
    });
  });

  it('has no rows for a guide without tables', () => {
    expect(cliTables(tree('# Guide\n\nText.\n'), facts)).toEqual({ options: {}, envVars: {} });
  });

  it('stops on a name the facts lack, naming it', () => {
    expect(() => cliTables(tree("<CliOptions names={['--nope']} />\n"), facts)).toThrow('has no option "--nope"');
    expect(() => cliTables(tree("<EnvVars names={['NOPE']} />\n"), facts)).toThrow('NOPE');
  });

  it("links each name to its entry on the version's reference page, only where that page has the anchor", () => {
    const page = (id: string, route: string, ids: string[]) =>
      ({ kind: 'doc', id, route, headings: ids.map((h) => ({ depth: 3, text: h, id: h })) }) as unknown as Page;
    const byId = new Map([
      ['reference/command-line', page('reference/command-line', '/next/reference/command-line', ['--provider'])],
      [
        'reference/environment-variables',
        page('reference/environment-variables', '/next/reference/environment-variables', []),
      ],
    ]);
    const tables = cliTables(
      tree("<CliOptions names={['--provider', '--cowboy-mode']} />\n\n<EnvVars names={['OLLAMA_BASE_URL']} />\n"),
      facts,
      referenceLinks({ byId }),
    );
    expect(tables.options['--provider'].href).toBe('/next/reference/command-line#--provider');
    expect(tables.options['--cowboy-mode'].href).toBeUndefined();
    expect(tables.envVars.OLLAMA_BASE_URL.href).toBeUndefined();
    const withVariable = new Map(byId).set(
      'reference/environment-variables',
      page('reference/environment-variables', '/reference/environment-variables', ['ollama_base_url']),
    );
    expect(referenceLinks({ byId: withVariable }).envVar('OLLAMA_BASE_URL')).toBe(
      '/reference/environment-variables#ollama_base_url',
    );
    expect(referenceLinks({ byId: new Map() }).option('--provider')).toBeUndefined();
  });
});

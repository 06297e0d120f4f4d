import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGuideFacts } from './content-check';
import { readOptionClaims, tableTextProblems } from './claims';
import {
  fileGenerators,
  formatDefault,
  readCliFacts,
  readReferenceText,
  readVersionNames,
  runGenerators,
  snapshotDir,
} from '@/lib/site/tasks';
import type { CliFacts } from '@/lib/site/types';

const released = readCliFacts(join(process.cwd(), 'versioned_docs/version-0.30.2'))!;
const next = readCliFacts(join(process.cwd(), 'content'))!;
const check = (text: string, cli: CliFacts = released, program = 'RA.Aid 0.30.2') =>
  checkGuideFacts(text, cli, program);

describe('the facts checker', () => {
  it("reads each version's own facts: 45 options and no subcommands at 0.30.2, 49 options and 11 subcommands on Next", () => {
    expect([released.options.length, released.subcommands.length]).toEqual([45, 0]);
    expect([next.options.length, next.subcommands.length]).toEqual([49, 11]);
  });

  it('flags an option RA.Aid does not have, in prose and in ra-aid command lines', () => {
    const text = 'Use `--turbo` to go fast.\n\n```bash\nra-aid -m "x" --fast-mode\n```\n';
    expect(check(text)).toEqual([
      { line: 1, message: 'RA.Aid 0.30.2 has no option --turbo' },
      { line: 4, message: 'ra-aid -m x --fast-mode: RA.Aid 0.30.2 has no option --fast-mode' },
    ]);
  });

  it('fails a 0.30.2 guide that has a master-only command put back, and passes the same guide for Next', () => {
    const guide = [
      'Plan first, then look at the cost:',
      '',
      '```bash',
      'export AWS_PROFILE=work',
      'ra-aid -rap --provider bedrock -m "Plan the refactor"',
      'ra-aid last-cost',
      '```',
      '',
    ].join('\n');
    expect(check(guide)).toEqual([
      { line: 4, message: 'RA.Aid 0.30.2 reads no environment variable AWS_PROFILE' },
      { line: 5, message: 'ra-aid -rap --provider bedrock -m Plan the refactor: RA.Aid 0.30.2 has no option -rap' },
      {
        line: 5,
        message:
          'ra-aid -rap --provider bedrock -m Plan the refactor: --provider "bedrock" is not one of its choices (anthropic, openai, openrouter, openai-compatible, deepseek, gemini, ollama, fireworks, groq)',
      },
      {
        line: 6,
        message:
          'ra-aid last-cost: unexpected word "last-cost": RA.Aid 0.30.2 has no subcommands or positional arguments; give a task with -m',
      },
    ]);
    expect(check(guide, next, 'RA.Aid Next')).toEqual([]);
  });

  it("allows other tools' options inside their own command", () => {
    const text =
      'Run `pip install --upgrade ra-aid`.\n\n```bash\npip install --user ra-aid\ncurl --silent http://localhost:1818/config\nra-aid --server --server-port 1818\n```\n';
    expect(check(text)).toEqual([]);
  });

  it('flags environment variables RA.Aid does not read', () => {
    expect(check('Set `EXPERT_ACCESS_KEY_ID` and `AWS_REGION_NAME`.\n')).toEqual([
      { line: 1, message: 'RA.Aid 0.30.2 reads no environment variable EXPERT_ACCESS_KEY_ID' },
      { line: 1, message: 'RA.Aid 0.30.2 reads no environment variable AWS_REGION_NAME' },
    ]);
    expect(check('Set `AWS_REGION_NAME`.\n', next, 'RA.Aid Next')).toEqual([]);
  });

  it('flags unknown names in <CliOptions>', () => {
    expect(check('<CliOptions names={["--provider", "--nope"]} />\n')).toEqual([
      { line: 1, message: '<CliOptions> names --nope, which RA.Aid 0.30.2 does not have' },
    ]);
  });

  it('checks a default shown in a table against the data', () => {
    const table = '| Option | Default |\n|---|---|\n| `--log-level` | `warning` |\n| `--server-port` | `1818` |\n';
    expect(check(table)).toEqual([
      { line: 3, message: 'default of --log-level shown as "warning", but RA.Aid 0.30.2\'s is "debug"' },
    ]);
  });

  it('checks defaults stated in prose against the data', () => {
    const text =
      'Retries are capped by `--max-test-cmd-retries` (5 by default), and `--test-cmd-timeout` (300 by default).\n`--log-level` defaults to `warning`.\n`--server-port` (default: `1818`) is fine.\n';
    expect(check(text)).toEqual([
      { line: 1, message: 'default of --max-test-cmd-retries given as "5", but RA.Aid 0.30.2\'s is 3' },
      { line: 2, message: 'default of --log-level given as "warning", but RA.Aid 0.30.2\'s is "debug"' },
    ]);
  });

  it('formats defaults for the options table from the data', () => {
    expect(formatDefault(released.findOption('--log-level')!)).toBe('debug');
    expect(formatDefault(released.findOption('--server-port')!)).toBe('1818');
    expect(formatDefault(released.findOption('--cowboy-mode')!)).toBe('off');
    expect(formatDefault(released.findOption('--model')!)).toBe('chosen at start-up');
    // Picked from API keys before the main provider, so "depends on provider" would mislead.
    expect(formatDefault(released.findOption('--expert-provider')!)).toBe('chosen at start-up');
    expect(formatDefault(released.findOption('--provider')!)).toBe('anthropic (unless detected otherwise)');
  });
});

// Every docs version of the site: content/ (Next) and each snapshot in versions.json, each against its own facts.
const root = process.cwd();
const versions = [
  { name: 'Next', dir: join(root, 'content') },
  ...readVersionNames(root).map((name) => ({ name, dir: snapshotDir(root, name) })),
];

describe.each(versions)('every guide of docs version $name agrees with its RA.Aid facts', ({ name, dir }) => {
  const cli = readCliFacts(dir);
  const claims = readOptionClaims(dir);
  // Guides only: files and folders starting with '_' (such as _data/) are not pages.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => /\.mdx?$/.test(rel) && !/(^|[\\/])_/.test(rel))
    .sort()
    .map((rel) => join(dir, rel));

  it('has its own facts file and all 19 guide files of the spec', () => {
    expect(cli).toBeDefined();
    expect(files).toHaveLength(19);
  });

  it.each(files.map((f) => [relative(root, f), f]))(
    '%s: every ra-aid command parses, every option, variable and default is real',
    (_, file) => {
      const problems = checkGuideFacts(readFileSync(file, 'utf8'), cli!, `RA.Aid ${name}`, claims).map(
        (p) => `${relative(root, file)}:${p.line}: ${p.message}`,
      );
      expect(problems).toEqual([]);
    },
  );

  // The tables show each option's description from _data/ra-aid-cli.json; prose is checked against the same data.
  it('shows, in every option table, a description that states the real default and the scope of _data/option-claims.json', () => {
    const shown = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<CliOptions\s+names=\{\[([^\]]*)\]\}/g)) {
        for (const name of m[1].match(/"([^"]+)"/g) ?? []) shown.set(name.slice(1, -1), relative(root, file));
      }
    }
    expect(shown.size).toBeGreaterThan(20);
    const problems = [...shown].flatMap(([flag, file]) =>
      tableTextProblems(cli!.findOption(flag)!, claims.scopes[flag]).map((p) => `${file} (table text): ${p}`),
    );
    expect(problems).toEqual([]);
  });

  // The facts file came with remarks on its own editing ("[Added when this file was moved to next/.]"); the tables and
  // reference pages show its texts, so such a remark would reach readers.
  it('has a facts file whose texts say nothing about how the file was edited', () => {
    const text = readFileSync(join(dir, '_data', 'ra-aid-cli.json'), 'utf8');
    expect(text.match(/[^"]{0,40}\bthis file (was|is)\b[^"]{0,40}/g) ?? []).toEqual([]);
  });

  it('states scopes only for options this version has', () => {
    expect(Object.keys(claims.scopes).filter((flag) => !cli!.findOption(flag))).toEqual([]);
    expect(Object.keys(claims.scopes).length).toBeGreaterThan(0);
  });
});

// The generated pages (lib/site/content/generated/) are guides too: the same check applies to their text, and the
// reference page's sentence for an option is held to what an option table's text is held to.
describe.each(versions)('every generated page of docs version $name agrees with its RA.Aid facts', ({ name, dir }) => {
  const cli = readCliFacts(dir)!;
  const claims = readOptionClaims(dir);
  const { files, problems } = runGenerators(fileGenerators, dir, root);
  // The release notes describe every past release, so they name options that later releases removed (`--webui`);
  // only what the version itself has can be checked against its facts.
  const pages = files.filter((f) => /\.mdx?$/.test(f.path) && f.path !== 'release-notes.mdx');

  it('are made without problems: the reference pages and release notes at least', () => {
    expect(problems).toEqual([]);
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['reference/command-line.mdx', 'release-notes.mdx']),
    );
  });

  it.each(pages.map((f) => [f.path, f.text]))(
    '%s: every ra-aid command parses, every option, variable and default is real',
    (path, text) => {
      const found = checkGuideFacts(text, cli, `RA.Aid ${name}`, claims).map((p) => `${path}:${p.line}: ${p.message}`);
      expect(found).toEqual([]);
    },
  );

  it("states in each option's reference sentence no wrong default and the scope of _data/option-claims.json", () => {
    const text = readReferenceText(dir, root)!.value.commandLine;
    const sentences = new Map(
      text.groups.flatMap((g) =>
        Object.entries(g.options).map(([key, t]) => [key, typeof t === 'string' ? t : t.text]),
      ),
    );
    const found = cli.options.flatMap((option) => {
      const key = option.flags.find((f) => f.startsWith('--')) ?? option.flags[0];
      const sentence = sentences.get(key) ?? '';
      return tableTextProblems({ ...option, description: sentence }, claims.scopes[option.flags[0]]).map(
        (p) => `${key}: ${p}`,
      );
    });
    expect(found).toEqual([]);
  });
});

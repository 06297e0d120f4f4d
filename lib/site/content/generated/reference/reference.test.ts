import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGuide } from '../../../mdx/document';
import { parseDoc } from '../../collect';
import { ContentError } from '../../errors';
import { readCliFacts, type CliFacts } from '../../facts/cli';
import type { GeneratedFile } from '../types';
import { referencePages } from '.';
import { subcommandOptionId } from './command-line';
import { envVarId, optionKey } from './mdx';

const root = process.cwd();
const VERSIONS = [
  { name: '0.30.2', dir: join(root, 'versioned_docs/version-0.30.2') },
  { name: 'Next', dir: join(root, 'content') },
];

const generate = (dir: string, cli = readCliFacts(dir), projectRoot = root) =>
  referencePages({ contentDir: dir, projectRoot, ...(cli ? { cli } : {}) });

/** The heading ids of a generated page, as the site gives them (the same plugin renders and checks them). */
function headingIds(files: GeneratedFile[], path: string): Set<string> {
  const file = files.find((f) => f.path === path)!;
  const parsed = parseDoc(file.text, path);
  const document = parseGuide(parsed.body, path, { docId: path, routeOfDoc: () => undefined }, parsed.lineOffset);
  return new Set(document.headings.map((h) => h.id));
}

describe.each(VERSIONS)('the reference pages of docs version $name', ({ dir }) => {
  const cli = readCliFacts(dir)!;
  const files = generate(dir, cli);

  it('are the three pages and their sidebar category, made from the sentence file and the facts', () => {
    expect(files.map((f) => f.path).sort()).toEqual([
      'reference/_category_.json',
      'reference/command-line.mdx',
      'reference/environment-variables.mdx',
      'reference/providers.mdx',
    ]);
    const data = relative(root, join(dir, '_data'));
    expect(files[0].sources).toEqual([`${data}/reference-text.json`, `${data}/ra-aid-cli.json`]);
  });

  it('give every option, and every subcommand with its arguments, a heading whose id is its long flag or name', () => {
    const ids = headingIds(files, 'reference/command-line.mdx');
    const missing = [
      ...cli.options.map(optionKey),
      ...cli.subcommands.flatMap((s) => [
        s.name,
        ...s.options.filter((o) => !o.flags.includes('--help')).map((o) => subcommandOptionId(s.name, optionKey(o))),
      ]),
    ].filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    expect(ids.has('--research-provider')).toBe(true);
    const text = files.find((f) => f.path === 'reference/command-line.mdx')!.text;
    for (const flag of cli.options.flatMap((o) => o.flags)) expect(text).toContain(`\`${flag}\``);
  });

  it('give every environment variable a heading whose id is its name in lower case', () => {
    const ids = headingIds(files, 'reference/environment-variables.mdx');
    expect(cli.readEnvVars.map((v) => envVarId(v.name)).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('give every provider a heading whose id is its name', () => {
    const ids = headingIds(files, 'reference/providers.mdx');
    expect(cli.providers.length).toBeGreaterThan(8);
    expect(cli.providers.filter((p) => !ids.has(p))).toEqual([]);
  });
});

/** A copy of the Next docs data folder whose sentence file `edit` changes, as text. */
function editedCopy(edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reference-text-'));
  cpSync(join(root, 'content/_data'), join(dir, '_data'), { recursive: true });
  const file = join(dir, '_data/reference-text.json');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

function problemsOf(dir: string, cli?: CliFacts) {
  try {
    generate(dir, cli, dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected a ContentError');
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('the sentence file', () => {
  const next = readFileSync(join(root, 'content/_data/reference-text.json'), 'utf8');

  it('is an error at the options list when an option of the facts has no sentence', () => {
    const dir = editedCopy((t) => t.replace(/\n\s*"--cowboy-mode": "[^"]*",/, ''));
    expect(problemsOf(dir)).toEqual([
      {
        file: '_data/reference-text.json',
        line: lineOf(next, '"groups"'),
        column: 5,
        message: 'Option "--cowboy-mode" of _data/ra-aid-cli.json has no sentence here: add one',
      },
    ]);
  });

  it('is an error at the sentence when it names an option, variable or provider the facts lack', () => {
    const dir = editedCopy((t) =>
      t
        .replace('"--chat": ', '"--turbo": "Goes fast.",\n        "--chat": ')
        .replace('"TAVILY_API_KEY": ', '"TAVILY_MODEL": "Not read.",\n    "TAVILY_API_KEY": ')
        .replace(
          '"groq": {',
          '"mistral": { "text": "x", "variables": [], "needs": "x", "endpoint": "x", "model": "x", "expertModel": "x" },\n    "groq": {',
        ),
    );
    const edited = readFileSync(join(dir, '_data/reference-text.json'), 'utf8');
    expect(problemsOf(dir).map(({ line, message }) => ({ line, message }))).toEqual([
      {
        line: lineOf(edited, '"--turbo"'),
        message: 'Option "--turbo" is not in _data/ra-aid-cli.json: remove its sentence',
      },
      {
        line: lineOf(edited, '"TAVILY_MODEL"'),
        message: 'Environment variable "TAVILY_MODEL" is not in _data/ra-aid-cli.json: remove its sentence',
      },
      {
        line: lineOf(edited, '"mistral"'),
        message: 'Provider "mistral" is not in _data/ra-aid-cli.json: remove its sentence',
      },
    ]);
  });

  it('is an error at a subcommand argument, a missing default rule and an unknown provider variable', () => {
    const dir = editedCopy((t) =>
      t
        .replace('"session_id": ', '"--since": "x",\n          "session_id": ')
        .replace(/"default": "worked out when RA\.Aid starts:[^"]*",/, '')
        .replace(/("variables": \[\s*)"GROQ_API_KEY"/, '$1"GROQ_API_BASE"'),
    );
    const messages = problemsOf(dir).map((p) => p.message);
    expect(messages).toEqual([
      'Argument of extract-plan "--since" is not in _data/ra-aid-cli.json: remove its sentence',
      'Option "--provider" has a default decided at start-up: say what decides it in "default"',
      'Provider "groq" names "GROQ_API_BASE", which _data/ra-aid-cli.json does not list as read by RA.Aid',
    ]);
  });

  it('is refused, located, when it does not have the shape of the schema', () => {
    const dir = editedCopy((t) => t.replace('"category": "', '"category": "", "unknown": "x", "x": "'));
    const problems = problemsOf(dir);
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'Invalid reference text: category: must be a sentence, not empty',
        'Invalid reference text: unknown: unknown field',
      ]),
    );
    expect(problems.every((p) => p.line === lineOf(next, '"category"'))).toBe(true);
  });

  it('makes no pages in a docs folder without one', () => {
    expect(generate(mkdtempSync(join(tmpdir(), 'no-reference-')))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkGuideFacts } from './content-check';
import { CLI_OPTIONS, formatDefault, findOption } from './cli';
import { walkFiles } from '../fs/walk';

describe('the facts checker', () => {
  it('knows all 49 top-level options of RA.Aid 0.30.2', () => {
    expect(CLI_OPTIONS).toHaveLength(49);
  });

  it('flags an option RA.Aid does not have, in prose and in ra-aid command lines', () => {
    const text = 'Use `--turbo` to go fast.\n\n```bash\nra-aid -m "x" --fast-mode\n```\n';
    expect(checkGuideFacts(text)).toEqual([
      { line: 1, message: 'RA.Aid 0.30.2 has no option --turbo' },
      { line: 4, message: 'RA.Aid 0.30.2 has no option --fast-mode' },
    ]);
  });

  it('follows a command continued with a backslash', () => {
    expect(checkGuideFacts('```bash\nra-aid \\\n  --bogus\n```\n')).toEqual([{ line: 3, message: 'RA.Aid 0.30.2 has no option --bogus' }]);
  });

  it("allows other tools' options inside their own command", () => {
    const text = 'Run `pip install --upgrade ra-aid`.\n\n```bash\npip install --user ra-aid\ncurl --silent http://localhost:1818/config\nra-aid --server --server-port 1818\n```\n';
    expect(checkGuideFacts(text)).toEqual([]);
  });

  it('flags environment variables RA.Aid does not read', () => {
    expect(checkGuideFacts('Set `EXPERT_ACCESS_KEY_ID` and `AWS_REGION_NAME`.\n')).toEqual([
      { line: 1, message: 'RA.Aid 0.30.2 reads no environment variable EXPERT_ACCESS_KEY_ID' },
    ]);
  });

  it('flags unknown names in <CliOptions>', () => {
    expect(checkGuideFacts('<CliOptions names={["--provider", "--nope"]} />\n')).toEqual([
      { line: 1, message: '<CliOptions> names --nope, which RA.Aid 0.30.2 does not have' },
    ]);
  });

  it('checks a default shown in a table against the data', () => {
    const table = '| Option | Default |\n|---|---|\n| `--log-level` | `warning` |\n| `--server-port` | `1818` |\n';
    expect(checkGuideFacts(table)).toEqual([
      { line: 3, message: 'default of --log-level shown as "warning", but RA.Aid 0.30.2\'s is "debug"' },
    ]);
  });

  it('checks defaults stated in prose against the data', () => {
    const text = 'Retries are capped by `--max-test-cmd-retries` (5 by default), and `--test-cmd-timeout` (300 by default).\n`--log-level` defaults to `warning`.\n`--server-port` (default: `1818`) is fine.\n';
    expect(checkGuideFacts(text)).toEqual([
      { line: 1, message: 'default of --max-test-cmd-retries given as "5", but RA.Aid 0.30.2\'s is 3' },
      { line: 2, message: 'default of --log-level given as "warning", but RA.Aid 0.30.2\'s is "debug"' },
    ]);
  });

  it('formats defaults for the options table from the data', () => {
    expect(formatDefault(findOption('--log-level')!)).toBe('debug');
    expect(formatDefault(findOption('--server-port')!)).toBe('1818');
    expect(formatDefault(findOption('--cowboy-mode')!)).toBe('off');
    expect(formatDefault(findOption('--model')!)).toBe('depends on provider');
  });
});

describe('every guide agrees with RA.Aid 0.30.2', () => {
  // Guides only: files and folders starting with '_' (such as _data/) are not pages.
  const files = walkFiles(join(process.cwd(), 'content')).filter((f) => /\.mdx?$/.test(f) && !/[\\/]_/.test(relative(process.cwd(), f)));

  // The spec's guide routes: intro, 3 quick start, 7 configuration, 6 usage, contributing, getting-help.
  it('has all 19 guide files of the spec to check', () => {
    expect(files).toHaveLength(19);
  });

  it.each(files.map((f) => [relative(process.cwd(), f), f]))('%s names only real options, variables and defaults', (_, file) => {
    const problems = checkGuideFacts(readFileSync(file, 'utf8')).map((p) => `${relative(process.cwd(), file)}:${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  });
});

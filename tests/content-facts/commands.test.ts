import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCliFacts } from '@/lib/site/tasks';
import { commandProblems, raAidCommands } from './commands';

const released = readCliFacts(join(process.cwd(), 'versioned_docs/version-0.30.2'))!;
const next = readCliFacts(join(process.cwd(), 'content'))!;
const check = (line: string, cli = released, program = 'RA.Aid 0.30.2') => {
  const [command] = raAidCommands(`\`\`\`bash\n${line}\n\`\`\`\n`);
  return commandProblems(command.args, cli, program);
};

describe('finding ra-aid commands in code blocks', () => {
  it('takes ra-aid after a prompt, environment assignments, uv run, uvx and pipx run, and python -m ra_aid', () => {
    const text = [
      '```bash',
      '$ ra-aid -m "one"',
      'GEMINI_API_KEY=x TAVILY_API_KEY=y ra-aid --chat',
      'uv run ra-aid --version',
      'uvx --from ra-aid ra-aid --server',
      'pipx run ra-aid --help',
      'python -m ra_aid --cowboy-mode -m "two"',
      '```',
    ].join('\n');
    expect(raAidCommands(text)).toEqual([
      { line: 2, args: ['-m', 'one'] },
      { line: 3, args: ['--chat'] },
      { line: 4, args: ['--version'] },
      { line: 5, args: ['--server'] },
      { line: 6, args: ['--help'] },
      { line: 7, args: ['--cowboy-mode', '-m', 'two'] },
    ]);
  });

  it('stops at a pipe, &&, ; or a redirection, and finds ra-aid after them', () => {
    const text = '```sh\ncd app && ra-aid -m "fix it" 2>&1 | tee run.log; ra-aid --chat > out.txt\n```\n';
    expect(raAidCommands(text)).toEqual([
      { line: 2, args: ['-m', 'fix it'] },
      { line: 2, args: ['--chat'] },
    ]);
  });

  it('joins backslash continuations and reports the first line; ignores prose, inline code and other programs', () => {
    const text =
      'Run `ra-aid --bogus` in prose.\n\n```bash\nra-aid \\\n  --provider openai \\\n  -m "x"\npip install ra-aid\necho ra-aid --nope\n```\n';
    expect(raAidCommands(text)).toEqual([{ line: 4, args: ['--provider', 'openai', '-m', 'x'] }]);
  });

  it('leaves shell variables as written', () => {
    expect(raAidCommands('```\nra-aid --model "$MODEL" -m "$(cat task.txt)"\n```').map((c) => c.args[1])).toEqual([
      '$MODEL',
    ]);
  });
});

describe("checking a command against a version's argument parser", () => {
  it('accepts commands that parse, including values from shell variables', () => {
    expect(check('ra-aid --provider openai --model gpt-4o --expert-provider anthropic -m "Add tests"')).toEqual([]);
    expect(check('ra-aid --server --server-port 1819 --log-level INFO --temperature 0.2 --recursion-limit 50')).toEqual(
      [],
    );
    expect(check('ra-aid --provider "$PROVIDER" --research-only -m "x"')).toEqual([]);
  });

  it('rejects a master-only option in a 0.30.2 command and accepts it for Next', () => {
    expect(check('ra-aid -rap -m "Plan the migration"')).toEqual(['RA.Aid 0.30.2 has no option -rap']);
    expect(check('ra-aid --max-cost 3 -m "x"')).toEqual(['RA.Aid 0.30.2 has no option --max-cost']);
    expect(check('ra-aid -rap --max-cost 3 -m "Plan the migration"', next, 'RA.Aid Next')).toEqual([]);
  });

  it('rejects an option without its value, a value outside the choices and a value of the wrong type', () => {
    expect(check('ra-aid -m')).toEqual(['-m needs a value']);
    expect(check('ra-aid --provider bedrock -m "x"')).toEqual([
      '--provider "bedrock" is not one of its choices (anthropic, openai, openrouter, openai-compatible, deepseek, gemini, ollama, fireworks, groq)',
    ]);
    expect(check('ra-aid --provider bedrock -m "x"', next, 'RA.Aid Next')).toEqual([]);
    expect(check('ra-aid --server-port eighteen')).toEqual(['--server-port takes a whole number, not "eighteen"']);
    expect(check('ra-aid --log-level loud -m "x"')).toEqual([
      '--log-level takes one of debug, info, warning, error, critical, not "loud"',
    ]);
    expect(check('ra-aid --cowboy-mode=yes -m "x"')).toEqual(['--cowboy-mode takes no value']);
  });

  it('rejects a bare word: 0.30.2 has no subcommands, Next only its own', () => {
    expect(check('ra-aid last-cost')).toEqual([
      'unexpected word "last-cost": RA.Aid 0.30.2 has no subcommands or positional arguments; give a task with -m',
    ]);
    expect(check('ra-aid "Fix the bug"')).toEqual([
      'unexpected word "Fix the bug": RA.Aid 0.30.2 has no subcommands or positional arguments; give a task with -m',
    ]);
    expect(check('ra-aid last-cost', next, 'RA.Aid Next')).toEqual([]);
    expect(check('ra-aid lastcost', next, 'RA.Aid Next')[0]).toMatch(
      /^"lastcost" is not a subcommand of RA.Aid Next \(agent, last-cost, /,
    );
  });

  it('holds a subcommand to its own options and arguments', () => {
    expect(check('ra-aid --log-level info last-cost --project-state-dir ../state', next, 'RA.Aid Next')).toEqual([]);
    expect(check('ra-aid extract-plan 12', next, 'RA.Aid Next')).toEqual([]);
    expect(check('ra-aid last-cost --cowboy-mode', next, 'RA.Aid Next')).toEqual([
      '--cowboy-mode is an option of ra-aid itself and must come before the subcommand "last-cost"',
    ]);
    expect(check('ra-aid last-cost 12', next, 'RA.Aid Next')).toEqual([
      'unexpected word "12" after the subcommand "last-cost"',
    ]);
    expect(check('ra-aid create-migration', next, 'RA.Aid Next')).toEqual([
      'the subcommand "create-migration" needs 1 argument',
    ]);
    expect(check('ra-aid migrate --dry-run', next, 'RA.Aid Next')).toEqual([
      'the subcommand "migrate" has no option --dry-run',
    ]);
  });
});

describe('what is not a command', () => {
  it('skips the output lines of a console transcript and words after a parenthesis or a redirection', () => {
    const text =
      '```console\n$ ra-aid --version\nra-aid 0.30.2\n```\n\n```text\nRA.Aid: master (ra-aid --version prints 0.30.2)\n```\n';
    expect(raAidCommands(text)).toEqual([{ line: 2, args: ['--version'] }]);
  });
});

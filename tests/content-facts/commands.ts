import { parse, type ParseEntry } from 'shell-quote';
import type { CliFacts, CliOption } from '@/lib/site/types';

/** An `ra-aid` command found in a guide: its arguments and the line it starts on. */
export interface RaAidCommand {
  line: number;
  /** The words after `ra-aid`, up to a pipe, `&&`, `;` or a redirection. */
  args: string[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** Options of `uvx`, `uv run` and `pipx run` that take a value (`uvx --from ra-aid ra-aid`). */
const RUNNER_VALUE_OPTIONS = new Set(['--from', '--with', '--python', '-p', '--spec', '--index-url']);
const PROGRAM = /^ra-aid(?:[=@<>~!].*)?$/;
/** Log levels `--log-level` accepts, in any letter case (its custom argparse type). */
const LOG_LEVELS = ['debug', 'info', 'warning', 'error', 'critical'];

/** Shell words of one command line; variables stay as written (`$KEY`), operators are kept as objects. */
function words(text: string): ParseEntry[] {
  try {
    return parse(text, (name) => `$${name}`);
  } catch {
    return text.split(/\s+/).filter(Boolean);
  }
}

const CONTROL = new Set(['|', '|&', '||', '&&', ';', '&']);

/**
 * The simple commands of a line: runs of words between control operators (`|`, `&&`, `;`, …). A redirection or
 * a parenthesis ends the words of its command; comments are dropped.
 */
function simpleCommands(entries: ParseEntry[]): string[][] {
  const out: string[][] = [[]];
  let ended = false;
  for (const e of entries) {
    const current = out[out.length - 1];
    if (typeof e === 'string' || ('op' in e && e.op === 'glob')) {
      if (!ended) current.push(typeof e === 'string' ? e : e.pattern);
    } else if ('op' in e) {
      if (CONTROL.has(e.op)) {
        out.push([]);
        ended = false;
      } else {
        // `2>&1`: the descriptor number before a redirection is not an argument.
        if (!ended && /^[<>]/.test(e.op) && /^\d$/.test(current[current.length - 1] ?? '')) current.pop();
        ended = true;
      }
    }
  }
  return out.filter((c) => c.length);
}

/** The arguments of `ra-aid` in a simple command (after assignments, `uv run`, `uvx`, `pipx run`), or null. */
function raAidArgs(command: string[]): string[] | null {
  let rest = [...command];
  while (rest.length && ASSIGNMENT.test(rest[0])) rest.shift();
  if (rest[0] === 'uv' && rest[1] === 'run') rest = rest.slice(2);
  else if (rest[0] === 'uvx') rest = rest.slice(1);
  else if (rest[0] === 'pipx' && rest[1] === 'run') rest = rest.slice(2);
  else if (/^python3?$/.test(rest[0] ?? '') && rest[1] === '-m' && rest[2] === 'ra_aid') return rest.slice(3);
  else return rest[0] === 'ra-aid' ? rest.slice(1) : null;
  while (rest.length && rest[0].startsWith('-')) rest = rest.slice(RUNNER_VALUE_OPTIONS.has(rest[0]) ? 2 : 1);
  return PROGRAM.test(rest[0] ?? '') ? rest.slice(1) : null;
}

/** Every `ra-aid` command inside the fenced code blocks of a Markdown/MDX text, backslash continuations joined. */
export function raAidCommands(text: string): RaAidCommand[] {
  const out: RaAidCommand[] = [];
  const lines = text.split('\n');
  let fence: string | null = null;
  let transcript = false;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (open) {
      if (fence === null) {
        fence = open[1];
        transcript = /^\s*(`{3,}|~{3,})\s*(console|shell-session|sh-session|terminal)\b/.test(lines[i]);
      } else if (open[1].startsWith(fence) && lines[i].trim() === open[1]) fence = null;
      continue;
    }
    if (fence === null) continue;
    // In a terminal transcript only the prompt lines are commands; the rest is output.
    if (transcript && !/^\s*\$\s/.test(lines[i])) continue;
    const start = i;
    let joined = lines[i];
    while (/\\\s*$/.test(joined) && i + 1 < lines.length && !FENCE.test(lines[i + 1])) {
      joined = `${joined.replace(/\\\s*$/, ' ')}${lines[++i]}`;
    }
    const line = joined.replace(/^\s*\$\s+/, '');
    for (const command of simpleCommands(words(line))) {
      const args = raAidArgs(command);
      if (args) out.push({ line: start + 1, args });
    }
  }
  return out;
}

function valueProblem(option: CliOption, flag: string, value: string): string | null {
  if (value.startsWith('$')) return null;
  if (option.choices && !option.choices.includes(value)) {
    return `${flag} ${JSON.stringify(value)} is not one of its choices (${option.choices.join(', ')})`;
  }
  if (option.argparse_type === 'int' && !/^-?\d+$/.test(value))
    return `${flag} takes a whole number, not ${JSON.stringify(value)}`;
  if (option.argparse_type === 'float' && !/^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(value))
    return `${flag} takes a number, not ${JSON.stringify(value)}`;
  if (option.argparse_type === 'log_level_type' && !LOG_LEVELS.includes(value.toLowerCase())) {
    return `${flag} takes one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(value)}`;
  }
  return null;
}

/**
 * Why RA.Aid's own argument parser (as recorded in `cli`) would reject these arguments: unknown options, a
 * missing or invalid value, a bare word that is not a subcommand, an option given to the wrong parser.
 * Empty when the command parses. `program` names the version in messages ('RA.Aid 0.30.2').
 */
export function commandProblems(args: readonly string[], cli: CliFacts, program: string): string[] {
  const problems: string[] = [];
  let sub = undefined as ReturnType<CliFacts['findSubcommand']>;
  let positionals = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('-') && arg !== '-' && arg !== '--') {
      const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
      const flag = eq > 0 ? arg.slice(0, eq) : arg;
      const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
      const option = sub ? sub.options.find((o) => o.flags.includes(flag)) : cli.findOption(flag);
      if (!option) {
        problems.push(
          sub && cli.findOption(flag)
            ? `${flag} is an option of ra-aid itself and must come before the subcommand "${sub.name}"`
            : sub
              ? `the subcommand "${sub.name}" has no option ${flag}`
              : `${program} has no option ${flag}`,
        );
        // Its value, if it has one, belongs to it: argparse reports both as one "unrecognized arguments".
        if (
          inline === undefined &&
          args[i + 1] !== undefined &&
          !args[i + 1].startsWith('-') &&
          !(!sub && cli.findSubcommand(args[i + 1]))
        )
          i++;
        continue;
      }
      if (!option.takes_value) {
        if (inline !== undefined) problems.push(`${flag} takes no value`);
        continue;
      }
      let value = inline;
      if (value === undefined) {
        const next = args[i + 1];
        if (next !== undefined && !(next.startsWith('-') && !/^-\d/.test(next))) value = args[++i];
      }
      if (value === undefined) {
        if (option.nargs !== '?') problems.push(`${flag} needs a value`);
        continue;
      }
      const problem = valueProblem(option, flag, value);
      if (problem) problems.push(problem);
      continue;
    }
    if (!sub) {
      const found = cli.findSubcommand(arg);
      if (found) {
        sub = found;
        continue;
      }
      problems.push(
        cli.subcommands.length
          ? `"${arg}" is not a subcommand of ${program} (${cli.subcommands.map((s) => s.name).join(', ')}); give a task with -m`
          : `unexpected word "${arg}": ${program} has no subcommands or positional arguments; give a task with -m`,
      );
      continue;
    }
    const slots = sub.options.filter((o) => o.positional);
    if (positionals >= slots.length) problems.push(`unexpected word "${arg}" after the subcommand "${sub.name}"`);
    positionals++;
  }
  if (sub) {
    const required = sub.options.filter((o) => o.positional && o.required).length;
    if (positionals < required)
      problems.push(`the subcommand "${sub.name}" needs ${required} argument${required > 1 ? 's' : ''}`);
  }
  return problems;
}

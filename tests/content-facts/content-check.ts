import type { CliFacts } from '@/lib/site/types';
import { commandProblems, raAidCommands } from './commands';
import { type OptionClaims, scopeContradictions, sentencesNaming } from './claims';
import { matchesDefault } from './defaults';

export interface FactProblem {
  line: number;
  message: string;
}

/** `--name`, but not a family written as `--set-default-*`. */
const LONG_OPTION = /(?<![\w-])--[a-z][a-z0-9-]*[a-z0-9](?![\w*-])/g;
const SHORT_RA_AID_OPTION = /(?<![\w-])-(?:m|H|rap|h)(?![\w-])/g;
const ENV_TOKEN = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
/** Names that look like RA.Aid's provider, expert and service variables; these must exist in the data. */
const RA_AID_ENV_SHAPE =
  /(_API_KEY|_API_BASE|_BASE_URL|_MODEL)$|^(EXPERT|OLLAMA|AWS|TAVILY|LLM|AIDER|ANTHROPIC|OPENAI|GEMINI|OPENROUTER|DEEPSEEK|FIREWORKS|GROQ|LITELLM|VITE)_/;

/** A shell line's command word (after `$ ` prompts and VAR=value prefixes). */
function commandOf(text: string): string | undefined {
  const words = text
    .trim()
    .replace(/^[$>#]\s+/, '')
    .split(/\s+/);
  while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift();
  if (words[0] === 'python' || words[0] === 'python3') return words[1] === '-m' ? words[2] : words[0];
  return words[0];
}

const isRaAid = (command: string | undefined) => command === 'ra-aid' || command === 'ra_aid';

/** An option in backticks, then (with no other option in between) a stated default. */
const PROSE_DEFAULT =
  /`(--[a-z][a-z0-9-]*)`(?:(?!`--)[^.;])*?(?:\(([^()]+?) by default\)|\bdefaults? (?:is |to |of )?`([^`]+)`|\(default:? `?([^`)]+)`?\))/g;

/** Markdown table cells of a line, or null when the line is not a table row. */
function cells(line: string): string[] | null {
  const t = line.trim();
  if (!t.startsWith('|')) return null;
  return t
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * Checks one guide against one RA.Aid version's facts (`cli`, named `program` in messages, e.g. 'RA.Aid 0.30.2'):
 * every `ra-aid` command in a code block parses with that version's options and subcommands, every RA.Aid
 * option named in prose exists, every RA.Aid-style environment variable is one it reads, and a default shown
 * in a table's "Default" column or in prose is the real one. A sentence that names an option with a scope in
 * `claims` must not contradict that scope (see claims.ts). Options of other tools are allowed in a code span
 * or code line that starts with that tool. Problems are sorted by line.
 */
export function checkGuideFacts(
  text: string,
  cli: CliFacts,
  program: string,
  claims: OptionClaims = { scopes: {} },
): FactProblem[] {
  const { findOption, findEnvVar } = cli;
  const problems: FactProblem[] = raAidCommands(text).flatMap(({ line, args }) =>
    commandProblems(args, cli, program).map((message) => ({ line, message: `ra-aid ${args.join(' ')}: ${message}` })),
  );
  const lines = text.split('\n');
  let fence: string | null = null;
  let defaultColumn = -1;

  const checkOptions = (fragment: string, line: number, shortToo: boolean) => {
    const known = (flag: string) =>
      findOption(flag) || cli.subcommands.some((s) => s.options.some((o) => o.flags.includes(flag)));
    for (const flag of fragment.match(LONG_OPTION) ?? []) {
      if (!known(flag)) problems.push({ line, message: `${program} has no option ${flag}` });
    }
    if (shortToo) {
      for (const flag of fragment.match(SHORT_RA_AID_OPTION) ?? []) {
        if (!known(flag)) problems.push({ line, message: `${program} has no option ${flag}` });
      }
    }
  };

  lines.forEach((raw, i) => {
    const line = i + 1;
    const fenceMatch = /^\s*(```|~~~)/.exec(raw);
    if (fenceMatch) {
      fence = fence === null ? fenceMatch[1] : fence === fenceMatch[1] ? null : fence;
      return;
    }
    for (const name of raw.match(ENV_TOKEN) ?? []) {
      if (RA_AID_ENV_SHAPE.test(name) && !findEnvVar(name)) {
        problems.push({ line, message: `${program} reads no environment variable ${name}` });
      }
    }
    // Command lines in code blocks are checked whole by raAidCommands/commandProblems above.
    if (fence !== null) return;
    // Prose: inline code spans first, then the text around them.
    const prose = raw.replace(/`([^`]+)`/g, (_, code: string) => {
      const command = commandOf(code);
      if (code.trim().startsWith('-') || isRaAid(command)) checkOptions(code, line, isRaAid(command));
      return ' ';
    });
    checkOptions(prose.replace(/<CliOptions[^>]*>/g, ' '), line, false);
    for (const m of raw.matchAll(/<CliOptions\s+names=\{\[([^\]]*)\]\}/g)) {
      for (const name of m[1].match(/"([^"]+)"/g) ?? []) {
        const flag = name.slice(1, -1);
        if (!findOption(flag))
          problems.push({ line, message: `<CliOptions> names ${flag}, which ${program} does not have` });
      }
    }
    // Prose scopes: a sentence naming a scoped option may not claim it acts on every agent or on one provider's.
    for (const { flag, sentence } of sentencesNaming(raw, claims)) {
      for (const message of scopeContradictions(sentence, flag, claims.scopes[flag])) problems.push({ line, message });
    }
    // Prose defaults: "`--opt` … (3 by default)", "`--opt` defaults to `x`", "`--opt` (default: `x`)".
    for (const m of raw.matchAll(PROSE_DEFAULT)) {
      const option = findOption(m[1]);
      const shown = (m[2] ?? m[3] ?? m[4] ?? '').replace(/`/g, '').trim();
      if (option && shown && !matchesDefault(option, shown)) {
        problems.push({
          line,
          message: `default of ${m[1]} given as "${shown}", but ${program}'s is ${JSON.stringify(option.effective_default)}`,
        });
      }
    }
    // Tables with a "Default" column: the value shown for an option must be its real default.
    const row = cells(raw);
    if (!row) {
      defaultColumn = -1;
      return;
    }
    const header = row.findIndex((c) => /^default/i.test(c));
    if (header >= 0) {
      defaultColumn = header;
      return;
    }
    if (defaultColumn < 0 || row.every((c) => /^:?-+:?$/.test(c))) return;
    const flags = (row[0].match(LONG_OPTION) ?? []).filter((f) => findOption(f));
    if (flags.length === 0) return;
    const option = findOption(flags[0])!;
    const shown = (row[defaultColumn] ?? '').replace(/`/g, '').trim();
    if (shown && !matchesDefault(option, shown)) {
      problems.push({
        line,
        message: `default of ${flags[0]} shown as "${shown}", but ${program}'s is ${JSON.stringify(option.effective_default)}`,
      });
    }
  });
  return problems.sort((a, b) => a.line - b.line);
}

import type { CliFacts, CliOption, CliSubcommand } from '../../facts/cli';
import { codeList, fact, frontMatter, optionKey, REFERENCE_ROUTES, type Linker } from './mdx';
import type { OptionText, ReferenceText } from './text';

/** What a value of argparse's type is, in words. */
const TYPE_WORDS: Record<string, string> = {
  int: 'an integer',
  float: 'a number',
  log_level_type: 'a log level: `debug`, `info`, `warning`, `error` or `critical`, in any letter case',
};

/**
 * The value an option takes, named by its dest (`--help` shows it upper-cased; in lower case it cannot be mistaken
 * for an environment variable), and its type.
 */
function valueFact(option: CliOption): string {
  if (!option.takes_value)
    return option.action === 'store_true' || option.action === 'store_false' ? 'none: a switch' : 'none';
  const name = option.dest ?? '';
  const kind = TYPE_WORDS[option.argparse_type ?? ''] ?? 'text';
  const optional = option.nargs === '?' ? ', optional' : option.required ? ', required' : '';
  return `\`${name}\`, ${kind}${optional}`;
}

/** The default, in words: what our sentence says decides it, else the recorded value. */
function defaultFact(option: CliOption, written: string | undefined, link: Linker): string {
  if (written) return link(written);
  if (!option.takes_value) return 'off';
  const value = option.effective_default;
  return value === null || value === undefined ? 'none' : `\`${String(value)}\``;
}

const textOf = (t: OptionText) => (typeof t === 'string' ? { text: t } : t);

/** One option: a heading whose id is its key (the long flag), our sentence, then its facts as a short list. */
/** Choices as code spans, each provider name linked to its entry on the providers page. */
function choiceList(choices: readonly string[], providers: readonly string[]): string {
  return choices
    .map((c) => (providers.includes(c) ? `[\`${c}\`](${REFERENCE_ROUTES.providers}#${c})` : `\`${c}\``))
    .join(', ');
}

interface BlockContext {
  link: Linker;
  /** The version's provider names, linked where an option's choices name them. */
  providers: readonly string[];
}

function optionBlock(
  option: CliOption,
  written: OptionText,
  { link, providers }: BlockContext,
  depth: number,
  id = optionKey(option),
): string {
  const key = optionKey(option);
  const { text, default: decided, pairs } = textOf(written);
  const other = option.flags.filter((f) => f !== key);
  const facts = [
    ...(other.length ? [fact(other.length > 1 ? 'Other forms' : 'Other form', codeList(other))] : []),
    fact('Value', valueFact(option)),
    ...(option.positional && !option.takes_value ? [] : [fact('Default', defaultFact(option, decided, link))]),
    ...(option.choices ? [fact('Choices', choiceList(option.choices, providers))] : []),
    ...(pairs ? [fact('Goes with', link(pairs))] : []),
  ];
  return [`${'#'.repeat(depth)} \`${key}\` {#${id}}`, '', link(text), '', ...facts, ''].join('\n');
}

/** The heading id of a subcommand's argument: the subcommand's name then the argument's (`last-cost--project-state-dir`). */
export const subcommandOptionId = (command: string, key: string) =>
  key.startsWith('-') ? command + key : `${command}-${key}`;

function subcommandBlock(sub: CliSubcommand, text: ReferenceText['commandLine'], ctx: BlockContext): string {
  const { link } = ctx;
  const written = text.commands!.subcommands[sub.name];
  const args = sub.options.filter((o) => !o.flags.includes('--help'));
  const usage = [
    'ra-aid',
    sub.name,
    ...args.map((o) =>
      o.positional ? (o.nargs === '?' ? `[${o.dest}]` : o.dest) : `[${optionKey(o)} ${o.dest ?? ''}]`,
    ),
  ];
  const lines = [
    `### \`${sub.name}\` {#${sub.name}}`,
    '',
    link(written.text),
    '',
    fact('Usage', `\`${usage.join(' ')}\``),
    fact(
      'Help',
      sub.has_own_help_flag === false
        ? 'none of its own; `ra-aid -h` describes its options'
        : `\`ra-aid ${sub.name} -h\``,
    ),
    '',
  ];
  for (const o of args) {
    const key = optionKey(o);
    lines.push(optionBlock(o, written.options[key], ctx, 4, subcommandOptionId(sub.name, key)));
  }
  return lines.join('\n');
}

/** The page of every option and subcommand, grouped as the sentence file groups them, options in `--help` order. */
export function commandLinePage(cli: CliFacts, text: ReferenceText, link: Linker): string {
  const page = text.commandLine;
  const order = new Map(cli.options.map((o, i) => [optionKey(o), i]));
  const ctx: BlockContext = { link, providers: cli.providers };
  const parts = [
    frontMatter({
      title: 'Command line',
      description: page.description,
      sidebar_position: 1,
      toc_max_heading_level: 2,
    }),
    link(page.intro),
    '',
  ];
  for (const group of page.groups) {
    parts.push(`## ${group.title}`, '', ...(group.intro ? [link(group.intro), ''] : []));
    const keys = Object.keys(group.options).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    for (const key of keys) {
      const option = cli.options.find((o) => optionKey(o) === key);
      if (option) parts.push(optionBlock(option, group.options[key], ctx, 3));
    }
  }
  if (page.commands && cli.subcommands.length) {
    parts.push('## Commands {#commands}', '', link(page.commands.intro), '');
    for (const sub of cli.subcommands)
      if (page.commands.subcommands[sub.name]) parts.push(subcommandBlock(sub, page, ctx));
  }
  return parts.join('\n');
}

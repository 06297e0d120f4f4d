import type { CliOption } from '../../facts/cli';

export { frontMatter } from '../inline-text';

/** Routes of the reference pages within their version (links resolve to the version's own, `/next/…` for Next). */
export const REFERENCE_ROUTES = {
  commandLine: '/reference/command-line',
  environmentVariables: '/reference/environment-variables',
  providers: '/reference/providers',
} as const;

/** The key an option has in the sentence file and the id of its heading: its long flag, else its first flag or name. */
export function optionKey(option: Pick<CliOption, 'flags' | 'dest'>): string {
  return option.flags.find((f) => f.startsWith('--')) ?? option.flags[0] ?? option.dest ?? '';
}

/** The heading id of an environment variable: its name in lower case (`#openai_api_key`). */
export const envVarId = (name: string) => name.toLowerCase();

/**
 * Our sentences as MDX text: `{`, `}` and `<` outside code spans are escaped, so a sentence is never read as an
 * expression or a component.
 */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<]/g, (c) => `\\${c}`)))
    .join('');
}

/** Turns each code span naming an option or variable (`--provider`, `OPENAI_API_KEY`) into a link to its anchor. */
export type Linker = (text: string) => string;

/**
 * A linker for the page at `route`: code spans that are exactly a name of `targets` link to that name's route and
 * id, on the same page by `#id` alone.
 */
export function linker(route: string, targets: ReadonlyMap<string, { route: string; id: string }>): Linker {
  return (text) =>
    mdxText(text).replace(/`([^`]+)`/g, (span, name: string) => {
      const target = targets.get(name);
      if (!target) return span;
      return `[${span}](${target.route === route ? '' : target.route}#${target.id})`;
    });
}

/** Every option flag and variable name of a version, with the anchor its reference page gives it. */
export function linkTargets(options: readonly CliOption[], variables: readonly string[]) {
  const targets = new Map<string, { route: string; id: string }>();
  for (const o of options)
    for (const flag of o.flags) targets.set(flag, { route: REFERENCE_ROUTES.commandLine, id: optionKey(o) });
  for (const name of variables) targets.set(name, { route: REFERENCE_ROUTES.environmentVariables, id: envVarId(name) });
  return targets;
}

/** A list item `- **Label:** text` for the small fact lists under each entry. */
export const fact = (label: string, text: string) => `- **${label}:** ${text}`;

/** Names as a comma-separated list of code spans. */
export const codeList = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');

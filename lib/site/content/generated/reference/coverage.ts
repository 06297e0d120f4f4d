import type { Problem } from '../../../../shared/validation/problem';
import type { CliFacts } from '../../facts/cli';
import { optionKey } from './mdx';
import type { LocatedText, ReferenceText } from './text';

type Path = (string | number)[];

/**
 * One problem per name of the facts without a sentence (at `listPath`) and per sentence naming nothing of the facts (at
 * its key), so the sentence file and `_data/ra-aid-cli.json` always cover the same things.
 */
function compare(
  data: LocatedText<ReferenceText>,
  what: string,
  facts: readonly string[],
  written: readonly { key: string; path: Path }[],
  listPath: Path,
  factsFile: string,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const { key, path } of written) {
    if (!facts.includes(key))
      problems.push(data.at(path, `${what} "${key}" is not in ${factsFile}: remove its sentence`));
    else if (seen.has(key)) problems.push(data.at(path, `${what} "${key}" has a sentence twice`));
    seen.add(key);
  }
  for (const key of facts)
    if (!seen.has(key))
      problems.push(data.at(listPath, `${what} "${key}" of ${factsFile} has no sentence here: add one`));
  return problems;
}

const isHelp = (flags: readonly string[]) => flags.includes('--help');

/** Every mismatch between the sentence file and the facts: options, subcommands and their arguments, variables, providers. */
export function coverageProblems(data: LocatedText<ReferenceText>, cli: CliFacts, factsFile: string): Problem[] {
  const { commandLine, environmentVariables, providers } = data.value;
  const options = commandLine.groups.flatMap((g, i) =>
    Object.keys(g.options).map((key) => ({ key, path: ['commandLine', 'groups', i, 'options', key] })),
  );
  const problems = compare(data, 'Option', cli.options.map(optionKey), options, ['commandLine', 'groups'], factsFile);

  const subcommands = Object.entries(commandLine.commands?.subcommands ?? {});
  const commandsPath = ['commandLine', 'commands', 'subcommands'];
  problems.push(
    ...compare(
      data,
      'Subcommand',
      cli.subcommands.map((s) => s.name),
      subcommands.map(([key]) => ({ key, path: [...commandsPath, key] })),
      cli.subcommands.length ? commandsPath : ['commandLine'],
      factsFile,
    ),
  );
  for (const [name, sub] of subcommands) {
    const facts = cli.findSubcommand(name);
    if (!facts) continue;
    problems.push(
      ...compare(
        data,
        `Argument of ${name}`,
        facts.options.filter((o) => !isHelp(o.flags)).map(optionKey),
        Object.keys(sub.options).map((key) => ({ key, path: [...commandsPath, name, 'options', key] })),
        [...commandsPath, name],
        factsFile,
      ),
    );
  }
  for (const [i, group] of commandLine.groups.entries())
    for (const [key, text] of Object.entries(group.options)) {
      const option = cli.options.find((o) => optionKey(o) === key);
      if (option?.default_is_dynamic && (typeof text === 'string' || !text.default))
        problems.push(
          data.at(
            ['commandLine', 'groups', i, 'options', key],
            `Option "${key}" has a default decided at start-up: say what decides it in "default"`,
          ),
        );
    }

  const variables = cli.readEnvVars.map((e) => e.name);
  const written = Object.keys(environmentVariables.variables);
  const varsPath = ['environmentVariables', 'variables'];
  problems.push(
    ...compare(
      data,
      'Environment variable',
      variables,
      written.map((key) => ({ key, path: [...varsPath, key] })),
      varsPath,
      factsFile,
    ),
  );

  const providerPath = ['providers', 'providers'];
  const entries = Object.entries(providers.providers);
  problems.push(
    ...compare(
      data,
      'Provider',
      [...cli.providers],
      entries.map(([key]) => ({ key, path: [...providerPath, key] })),
      providerPath,
      factsFile,
    ),
  );
  for (const [key, p] of entries)
    p.variables.forEach((name, i) => {
      if (!variables.includes(name))
        problems.push(
          data.at(
            [...providerPath, key, 'variables', i],
            `Provider "${key}" names "${name}", which ${factsFile} does not list as read by RA.Aid`,
          ),
        );
    });
  return problems;
}

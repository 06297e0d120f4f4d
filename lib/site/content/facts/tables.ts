import type { CliFacts, CliOption, EnvVar } from './cli';

const NO_FACTS = 'this docs version has no _data/ra-aid-cli.json';

/** The option a `<CliOptions>` table names, or an error that stops the build naming it. */
export function cliOption(cli: CliFacts | undefined, name: string): CliOption {
  if (!cli) throw new Error(`<CliOptions>: ${NO_FACTS}`);
  const option = cli.findOption(name);
  if (!option)
    throw new Error(
      `<CliOptions>: RA.Aid ${cli.version} (this docs version's _data/ra-aid-cli.json) has no option "${name}"`,
    );
  return option;
}

/** The variable an `<EnvVars>` table names, or an error that stops the build naming it. */
export function cliEnvVar(cli: CliFacts | undefined, name: string): EnvVar {
  if (!cli) throw new Error(`<EnvVars>: ${NO_FACTS}`);
  const v = cli.findEnvVar(name);
  if (!v)
    throw new Error(
      `<EnvVars>: RA.Aid ${cli.version} (this docs version's _data/ra-aid-cli.json) reads no environment variable "${name}"`,
    );
  return v;
}

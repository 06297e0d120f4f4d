import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One command-line option of RA.Aid, as recorded in a version's `_data/ra-aid-cli.json`. */
export interface CliOption {
  flags: string[];
  /** argparse's dest: the name of a positional argument, and (upper-cased) the value name `--help` shows. */
  dest?: string;
  action: string;
  /** argparse's type name ('int', 'float', …) or null for strings and switches. */
  argparse_type?: string | null;
  effective_default: unknown;
  default_is_dynamic: boolean;
  is_boolean_switch: boolean;
  takes_value: boolean;
  choices: string[] | null;
  /** argparse's nargs: null for one value, '?' for an optional one. */
  nargs?: number | string | null;
  positional?: boolean;
  required?: boolean;
  description: string;
}

/** A subcommand (`ra-aid last-cost …`); 0.30.2 has none. */
export interface CliSubcommand {
  name: string;
  /** `ra-aid <name> -h` exists (`agent` has no help of its own). */
  has_own_help_flag?: boolean;
  options: CliOption[];
}

export interface EnvVar {
  name: string;
  configures?: string;
  purpose?: string;
  /** The value RA.Aid uses when the variable is unset, when it has one. */
  default?: string | null;
  /** Read, but nothing in RA.Aid acts on the value. */
  effectively_unused?: boolean | null;
}

/** The shape of `ra-aid-cli.json` (schema `ra-aid-cli-facts/1`) that the site reads. */
export interface CliData {
  version: string;
  /** The names `--provider` accepts (`ra_aid/config.py` VALID_PROVIDERS). */
  valid_providers?: string[];
  options: CliOption[];
  subcommands: CliSubcommand[];
  environment_variables: EnvVar[];
  environment_variables_set_by_program?: EnvVar[];
  frontend_dev_environment_variables?: EnvVar[];
  environment_variables_read_by_dependencies_notable?: EnvVar[];
}

/** One version's command-line facts, with look-ups. */
export interface CliFacts {
  /** `__version__` of the code the facts were read from. */
  version: string;
  options: readonly CliOption[];
  subcommands: readonly CliSubcommand[];
  /** Every environment variable RA.Aid reads or sets, with what it does. */
  envVars: readonly EnvVar[];
  /** The environment variables RA.Aid's own code reads (the facts' `environment_variables`). */
  readEnvVars: readonly EnvVar[];
  /** The providers `--provider` accepts. */
  providers: readonly string[];
  findOption(flag: string): CliOption | undefined;
  findSubcommand(name: string): CliSubcommand | undefined;
  findEnvVar(name: string): EnvVar | undefined;
}

/** Look-ups over the data of one `ra-aid-cli.json`. */
export function cliFacts(data: CliData): CliFacts {
  const envVars: EnvVar[] = [
    ...data.environment_variables,
    ...(data.environment_variables_set_by_program ?? []),
    ...(data.frontend_dev_environment_variables ?? []),
    ...(data.environment_variables_read_by_dependencies_notable ?? []).map((v) => ({
      name: v.name,
      configures: v.configures,
    })),
  ];
  const byFlag = new Map(data.options.flatMap((o) => o.flags.map((f) => [f, o] as const)));
  const bySub = new Map(data.subcommands.map((s) => [s.name, s]));
  const byEnv = new Map(envVars.map((v) => [v.name, v]));
  return {
    version: data.version,
    options: data.options,
    subcommands: data.subcommands,
    envVars,
    readEnvVars: data.environment_variables,
    providers: data.valid_providers ?? [],
    findOption: (flag) => byFlag.get(flag),
    findSubcommand: (name) => bySub.get(name),
    findEnvVar: (name) => byEnv.get(name),
  };
}

/** The facts file of a docs folder: `{docsDir}/_data/ra-aid-cli.json`. */
export function cliFactsFile(docsDir: string): string {
  return join(docsDir, '_data', 'ra-aid-cli.json');
}

/** The command-line facts of a docs folder, or undefined when it has no facts file. */
export function readCliFacts(docsDir: string): CliFacts | undefined {
  const file = cliFactsFile(docsDir);
  if (!existsSync(file)) return undefined;
  return cliFacts(JSON.parse(readFileSync(file, 'utf8')) as CliData);
}

/**
 * Text of an option's default for tables: switches are "off", dynamic defaults say so. A dynamic default without a
 * value is worked out from several inputs (the expert's from API keys before the main provider), so the table names
 * no one of them; the option's description and reference entry give the rule.
 */
export function formatDefault(option: CliOption): string {
  if (option.is_boolean_switch || !option.takes_value) return 'off';
  const value = option.effective_default;
  if (value === null || value === undefined) return option.default_is_dynamic ? 'chosen at start-up' : 'none';
  return option.default_is_dynamic ? `${String(value)} (unless detected otherwise)` : String(value);
}

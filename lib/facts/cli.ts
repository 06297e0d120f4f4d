import data from '../../content/_data/ra-aid-cli.json';

/** One command-line option of RA.Aid, as recorded in content/_data/ra-aid-cli.json. */
export interface CliOption {
  flags: string[];
  action: string;
  effective_default: unknown;
  default_is_dynamic: boolean;
  is_boolean_switch: boolean;
  takes_value: boolean;
  choices: string[] | null;
  description: string;
}

export interface EnvVar {
  name: string;
  configures?: string;
  purpose?: string;
}

export const RA_AID_VERSION: string = data.version;
export const CLI_OPTIONS = data.options as unknown as CliOption[];
export const SUBCOMMANDS: string[] = data.subcommands.map((s) => s.name);

/** Every environment variable RA.Aid reads or sets, with what it does. */
export const ENV_VARS: EnvVar[] = [
  ...data.environment_variables,
  ...data.environment_variables_set_by_program,
  ...data.frontend_dev_environment_variables,
  ...data.environment_variables_read_by_dependencies_notable.map((v) => ({ name: v.name, configures: v.configures })),
];

const byFlag = new Map(CLI_OPTIONS.flatMap((o) => o.flags.map((f) => [f, o] as const)));
const byEnv = new Map(ENV_VARS.map((v) => [v.name, v]));

export function findOption(flag: string): CliOption | undefined {
  return byFlag.get(flag);
}

export function findEnvVar(name: string): EnvVar | undefined {
  return byEnv.get(name);
}

/** Text of an option's default for tables: switches are "off", dynamic defaults say so. */
export function formatDefault(option: CliOption): string {
  if (option.is_boolean_switch || !option.takes_value) return 'off';
  const value = option.effective_default;
  if (value === null || value === undefined) return option.default_is_dynamic ? 'depends on provider' : 'none';
  return option.default_is_dynamic ? `${String(value)} (unless detected otherwise)` : String(value);
}

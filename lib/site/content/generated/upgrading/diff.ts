import { apiFields, apiOperations, type ApiFile, type CliFile, type CliFileOption } from './facts';

/** The sections of the upgrade page, in page order. */
export const CHANGE_AREAS = [
  'option',
  'subcommand',
  'env',
  'provider',
  'default',
  'api-operation',
  'api-field',
] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/** One difference between two versions, found by comparing their facts files and OpenAPI files. */
export interface Change {
  /** `area:name`, the key of its explanation in the data file: 'option:--max-cost', 'env:AWS_PROFILE'. */
  key: string;
  area: ChangeArea;
  kind: 'added' | 'removed' | 'changed';
  /** The name as users write it: '--research-and-plan-only, -rap', 'AWS_PROFILE', 'SessionModel.plan'. */
  name: string;
  /** For a change: what differs, in a few words ('choices: + bedrock'). */
  detail?: string;
}

export interface VersionFacts {
  cli: CliFile;
  api: ApiFile;
}

const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

/** How an option is named on a page: its flags, or its argument name for a positional one. */
function optionName(option: CliFileOption): string {
  return option.flags.length ? option.flags.join(', ') : `<${option.dest}>`;
}

/** The key name of an option: its first long flag, else its first flag, else its argument name. */
function optionKeyName(option: CliFileOption): string {
  return option.flags.find((f) => f.startsWith('--')) ?? option.flags[0] ?? option.dest;
}

/** What differs in how an option is parsed, its default aside (that is the 'default' area). */
function optionDetail(before: CliFileOption, after: CliFileOption): string | undefined {
  const parts: string[] = [];
  const listDiff = (label: string, a: readonly string[], b: readonly string[]) => {
    const added = b.filter((x) => !a.includes(x)).map((x) => `+ ${x}`);
    const removed = a.filter((x) => !b.includes(x)).map((x) => `- ${x}`);
    if (added.length || removed.length) parts.push(`${label}: ${[...added, ...removed].join(', ')}`);
  };
  listDiff('flags', before.flags, after.flags);
  listDiff('choices', before.choices ?? [], after.choices ?? []);
  for (const field of ['action', 'argparse_type', 'nargs', 'required'] as const)
    if (show(before[field]) !== show(after[field]))
      parts.push(`${field}: ${show(before[field])} → ${show(after[field])}`);
  return parts.length ? parts.join('; ') : undefined;
}

/** Added, removed and changed entries of two keyed lists; `detail` says what differs in a kept entry, if anything. */
function compare<T>(
  area: ChangeArea,
  before: ReadonlyMap<string, T>,
  after: ReadonlyMap<string, T>,
  describe: (item: T) => { keyName: string; name: string },
  detail: (a: T, b: T) => string | undefined = () => undefined,
): Change[] {
  const changes: Change[] = [];
  const entry = (item: T, kind: Change['kind'], extra?: string): Change => {
    const { keyName, name } = describe(item);
    return { key: `${area}:${keyName}`, area, kind, name, ...(extra ? { detail: extra } : {}) };
  };
  for (const [id, item] of after) {
    const old = before.get(id);
    if (old === undefined) changes.push(entry(item, 'added'));
    else {
      const differs = detail(old, item);
      if (differs) changes.push(entry(item, 'changed', differs));
    }
  }
  for (const [id, item] of before) if (!after.has(id)) changes.push(entry(item, 'removed'));
  return changes;
}

const byKey = <T>(items: readonly T[], key: (item: T) => string) => new Map(items.map((i) => [key(i), i]));
const named = (name: string) => ({ keyName: name, name });

/** Every difference from `before` to `after`, grouped by area in page order. */
export function diffVersions(before: VersionFacts, after: VersionFacts): Change[] {
  const options = (cli: CliFile) => byKey(cli.options, (o) => o.dest);
  const optionDescribe = (o: CliFileOption) => ({ keyName: optionKeyName(o), name: optionName(o) });
  const subcommandOptions = (s: CliFile['subcommands'][number]) => s.options.map(optionName).sort().join(' ');
  const envs = (cli: CliFile) => byKey(cli.environment_variables, (v) => v.name);
  const defaults = [
    ...compare('default', options(before.cli), options(after.cli), optionDescribe, (a, b) =>
      show(a.effective_default) === show(b.effective_default)
        ? undefined
        : `${show(a.effective_default)} → ${show(b.effective_default)}`,
    ),
    ...compare(
      'default',
      envs(before.cli),
      envs(after.cli),
      (v) => named(v.name),
      (a, b) => (show(a.default) === show(b.default) ? undefined : `${show(a.default)} → ${show(b.default)}`),
    ),
  ].filter((c) => c.kind === 'changed');
  const fieldsBefore = apiFields(before.api);
  const fieldsAfter = apiFields(after.api);
  const fieldShape = (name: string, fields: Map<string, unknown>) =>
    JSON.stringify(fields.get(name), (key, value: unknown) =>
      key === 'description' || key === 'example' ? undefined : value,
    );
  return [
    ...compare('option', options(before.cli), options(after.cli), optionDescribe, optionDetail),
    ...compare(
      'subcommand',
      byKey(before.cli.subcommands, (s) => s.name),
      byKey(after.cli.subcommands, (s) => s.name),
      (s) => named(s.name),
      (a, b) => (subcommandOptions(a) === subcommandOptions(b) ? undefined : `arguments: ${subcommandOptions(b)}`),
    ),
    ...compare('env', envs(before.cli), envs(after.cli), (v) => named(v.name)),
    ...compare('provider', byKey(before.cli.valid_providers, String), byKey(after.cli.valid_providers, String), named),
    ...defaults,
    ...compare(
      'api-operation',
      byKey(apiOperations(before.api), String),
      byKey(apiOperations(after.api), String),
      named,
    ),
    ...compare(
      'api-field',
      byKey([...fieldsBefore.keys()], String),
      byKey([...fieldsAfter.keys()], String),
      named,
      (a) => (fieldShape(a, fieldsBefore) === fieldShape(a, fieldsAfter) ? undefined : 'type changed'),
    ),
  ];
}

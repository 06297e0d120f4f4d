import type { CliFacts, EnvVar } from '../../facts/cli';
import { envVarId, fact, frontMatter, REFERENCE_ROUTES, type Linker } from './mdx';
import type { ReferenceText } from './text';

const EXPERT = 'EXPERT_';

/** The providers each variable belongs to: those that name it, or (for an `EXPERT_` twin) name its base variable. */
export function providersOf(text: ReferenceText): (name: string) => string[] {
  const entries = Object.entries(text.providers.providers);
  return (name) => {
    const base = name.startsWith(EXPERT) ? name.slice(EXPERT.length) : name;
    return entries.filter(([, p]) => p.variables.includes(base) || p.variables.includes(name)).map(([key]) => key);
  };
}

function variableBlock(v: EnvVar, cli: CliFacts, text: ReferenceText, link: Linker): string {
  const providers = providersOf(text)(v.name);
  const known = new Set(cli.readEnvVars.map((e) => e.name));
  const twin = `${EXPERT}${v.name}`;
  const base = v.name.startsWith(EXPERT) ? v.name.slice(EXPERT.length) : undefined;
  const facts = [
    ...(providers.length
      ? [
          fact(
            providers.length > 1 ? 'Providers' : 'Provider',
            providers.map((p) => `[\`${p}\`](${REFERENCE_ROUTES.providers}#${p})`).join(', '),
          ),
        ]
      : []),
    ...(v.default ? [fact('Default', `\`${v.default}\``)] : []),
    ...(known.has(twin) ? [fact('Expert variant', link(`\`${twin}\``))] : []),
    ...(base && known.has(base) ? [fact('Falls back to', link(`\`${base}\``))] : []),
    ...(v.effectively_unused ? [fact('Effect', 'none: RA.Aid reads it, but nothing acts on the value')] : []),
  ];
  return [
    `### \`${v.name}\` {#${envVarId(v.name)}}`,
    '',
    link(text.environmentVariables.variables[v.name]),
    '',
    ...facts,
    '',
  ].join('\n');
}

/** The sections of the page, each variable in the first that takes it, in the facts' order within each. */
const SECTIONS: { title: string; takes: (v: EnvVar, providers: string[]) => boolean }[] = [
  { title: 'Provider variables', takes: (v, providers) => providers.length > 0 && !v.name.startsWith(EXPERT) },
  { title: 'Expert variants', takes: (v) => v.name.startsWith(EXPERT) },
  { title: 'Other variables', takes: () => true },
];

/** The page of every environment variable RA.Aid reads. */
export function environmentVariablesPage(cli: CliFacts, text: ReferenceText, link: Linker): string {
  const page = text.environmentVariables;
  const providersOfName = providersOf(text);
  const placed = new Set<string>();
  const parts = [
    frontMatter({
      title: 'Environment variables',
      description: page.description,
      sidebar_position: 2,
      toc_max_heading_level: 2,
    }),
    link(page.intro),
    '',
  ];
  for (const section of SECTIONS) {
    const vars = cli.readEnvVars.filter((v) => !placed.has(v.name) && section.takes(v, providersOfName(v.name)));
    if (!vars.length) continue;
    parts.push(`## ${section.title}`, '');
    for (const v of vars) {
      placed.add(v.name);
      parts.push(variableBlock(v, cli, text, link));
    }
  }
  return parts.join('\n');
}

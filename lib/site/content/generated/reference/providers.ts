import type { CliFacts } from '../../facts/cli';
import { envVarId, fact, frontMatter, REFERENCE_ROUTES, type Linker } from './mdx';
import type { ReferenceText } from './text';

/** The page of every provider `--provider` accepts, in the facts' order. */
export function providersPage(cli: CliFacts, text: ReferenceText, link: Linker): string {
  const page = text.providers;
  const known = new Set(cli.readEnvVars.map((e) => e.name));
  const parts = [
    frontMatter({ title: 'Providers', description: page.description, sidebar_position: 3 }),
    link(page.intro),
    '',
  ];
  for (const name of cli.providers) {
    const p = page.providers[name];
    if (!p) continue;
    // A provider's variables, each followed by its expert twin when RA.Aid reads one.
    const variables = p.variables
      .flatMap((v) => [v, `EXPERT_${v}`])
      .filter((v, i, all) => known.has(v) && all.indexOf(v) === i);
    const links = variables.map((v) => `[\`${v}\`](${REFERENCE_ROUTES.environmentVariables}#${envVarId(v)})`);
    parts.push(
      `## \`${name}\` {#${name}}`,
      '',
      link(p.text),
      '',
      fact('Needs', link(p.needs)),
      fact('Endpoint', link(p.endpoint)),
      fact('Default model', link(p.model)),
      fact('Expert model', link(p.expertModel ?? page.expertModel)),
      ...(links.length ? [fact('Variables', links.join(', '))] : []),
      ...(p.guide ? [fact('Guide', `[${p.guide.title}](${p.guide.href})`)] : []),
      '',
    );
  }
  return parts.join('\n');
}

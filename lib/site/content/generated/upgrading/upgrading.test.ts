import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import changesFile from './changes-0.30.2-to-next.json';
import { upgradingGenerator } from './upgrading';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

interface RawOption {
  flags: string[];
  dest: string;
  choices: string[] | null;
}
interface RawCli {
  valid_providers: string[];
  options: RawOption[];
  subcommands: { name: string }[];
  environment_variables: { name: string }[];
}
const released = readJson('versioned_docs/version-0.30.2/_data/ra-aid-cli.json') as unknown as RawCli;
const next = readJson('content/_data/ra-aid-cli.json') as unknown as RawCli;
const minus = <T>(a: readonly T[], b: readonly T[]) => a.filter((x) => !b.includes(x));

const [page] = upgradingGenerator({ contentDir: join(root, 'content'), projectRoot: root });

/** The code-span names of the list items under `## section` and its bold `**kind**` label. */
function listed(section: string, kind: string): string[] {
  const body = page.text.split(`\n## ${section}\n`)[1]?.split('\n## ')[0] ?? '';
  const part = body.split(`**${kind}**`)[1]?.split('**')[0] ?? '';
  return part
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .flatMap((l) =>
      [...l.slice(2, l.indexOf(':', l.lastIndexOf('`', l.indexOf(': ')))).matchAll(/`([^`]+)`/g)].map((m) => m[1]),
    );
}

describe('the Next upgrade guide, computed from both versions’ facts', () => {
  it('is made as upgrading.mdx in content/ only', () => {
    expect(page.path).toBe('upgrading.mdx');
    expect(page.text).toMatch(/^title: "Upgrading from 0\.30\.2 to Next"$/m);
    expect(upgradingGenerator({ contentDir: join(root, 'versioned_docs/version-0.30.2'), projectRoot: root })).toEqual(
      [],
    );
  });

  it('lists as new options exactly the flags of options Next has and 0.30.2 lacks, as the CHANGES file does', () => {
    const dests = released.options.map((o) => o.dest);
    const fresh = next.options.filter((o) => !dests.includes(o.dest)).flatMap((o) => o.flags);
    expect(listed('Command-line options', 'New')).toEqual(fresh);
    expect([...fresh].sort()).toEqual([...changesFile.newOptions].sort());
  });

  it('lists as changed the options whose choices differ: the five provider options that accept bedrock', () => {
    const choices = new Map(released.options.map((o) => [o.dest, JSON.stringify(o.choices)]));
    const changed = next.options.filter(
      (o) => choices.has(o.dest) && choices.get(o.dest) !== JSON.stringify(o.choices),
    );
    expect(listed('Command-line options', 'Changed')).toEqual(changed.flatMap((o) => o.flags));
    expect([...listed('Command-line options', 'Changed')].sort()).toEqual(
      [...changesFile.optionsAcceptingBedrock].sort(),
    );
  });

  it('lists the new subcommands, environment variables and providers, and nothing removed', () => {
    const names = (list: { name: string }[]) => list.map((x) => x.name);
    expect(listed('Subcommands', 'New')).toEqual(minus(names(next.subcommands), names(released.subcommands)));
    expect(listed('Subcommands', 'New')).toEqual(changesFile.newSubcommands);
    const env = minus(names(next.environment_variables), names(released.environment_variables));
    expect(listed('Environment variables', 'New')).toEqual(env);
    expect([...env].sort()).toEqual([...changesFile.newEnvironmentVariables].sort());
    expect(listed('Providers', 'New')).toEqual(minus(next.valid_providers, released.valid_providers));
    expect(listed('Providers', 'New')).toEqual(changesFile.newProviders);
    expect(page.text).not.toContain('**Removed**');
  });

  it('lists the new API field and no change of operations, as the CHANGES file does', () => {
    expect(listed('HTTP API fields', 'New')).toEqual(changesFile.newApiFields);
    expect(page.text).toContain('## HTTP API operations\n\nNo change.\n');
    expect(changesFile.apiRoutesChanged).toBe(false);
  });

  it('names its data file, both facts files and both OpenAPI files as its sources', () => {
    expect(page.sources).toEqual([
      'content/_data/upgrading.json',
      'versioned_docs/version-0.30.2/_data/ra-aid-cli.json',
      'content/_data/ra-aid-cli.json',
      'openapi/version-0.30.2/ra-aid.openapi.yaml',
      'openapi/ra-aid.openapi.yaml',
    ]);
  });
});

describe('the explanations of the upgrade guide', () => {
  /** A copy of content/'s data in a scratch project whose upgrading.json is `edit`ed. */
  function projectWith(edit: (data: { explanations: Record<string, string> }) => void): string {
    const dir = mkdtempSync(join(tmpdir(), 'upgrading-'));
    for (const path of ['content/_data', 'versioned_docs/version-0.30.2/_data', 'openapi'])
      cpSync(join(root, path), join(dir, path), { recursive: true });
    const data = readJson('content/_data/upgrading.json') as { explanations: Record<string, string> };
    edit(data);
    writeFileSync(join(dir, 'content/_data/upgrading.json'), JSON.stringify(data, null, 2));
    return dir;
  }

  it('stops the build when a computed change has no explanation, at the explanations field', () => {
    const dir = projectWith((d) => delete d.explanations['env:AWS_PROFILE']);
    expect(() => upgradingGenerator({ contentDir: join(dir, 'content'), projectRoot: dir })).toThrow(
      /content\/_data\/upgrading\.json:11:3 +no explanation for the added "env:AWS_PROFILE"/,
    );
  });

  it('stops the build when an explanation names no change, at its own line', () => {
    const dir = projectWith((d) => (d.explanations['option:--webui'] = 'Gone.'));
    expect(() => upgradingGenerator({ contentDir: join(dir, 'content'), projectRoot: dir })).toThrow(
      /content\/_data\/upgrading\.json:46:5 +"option:--webui" is explained, but nothing of that name changed/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { diffVersions, type VersionFacts } from './diff';
import type { CliFileOption } from './facts';

const option = (flags: string[], extra: Partial<CliFileOption> = {}): CliFileOption => ({
  flags,
  dest: flags[0].replace(/^-+/, '').replaceAll('-', '_'),
  action: 'store',
  choices: null,
  effective_default: null,
  ...extra,
});

const before: VersionFacts = {
  cli: {
    valid_providers: ['a', 'b'],
    options: [
      option(['--gone']),
      option(['--provider'], { choices: ['a', 'b'] }),
      option(['--n'], { effective_default: 1 }),
    ],
    subcommands: [
      { name: 'old', options: [] },
      { name: 'kept', options: [option(['--x'])] },
    ],
    environment_variables: [{ name: 'OLD_KEY' }, { name: 'BASE_URL', default: 'http://a' }],
  },
  api: {
    paths: { '/s': { get: {}, delete: {} } },
    components: { schemas: { S: { properties: { id: { type: 'integer' }, gone: { type: 'string' } } } } },
  },
};

const after: VersionFacts = {
  cli: {
    valid_providers: ['a', 'b', 'c'],
    options: [
      option(['--provider'], { choices: ['a', 'c'] }),
      option(['--n'], { effective_default: 2 }),
      option(['--new-one', '-n1'], { dest: 'new_one' }),
    ],
    subcommands: [
      { name: 'kept', options: [option(['--x']), option(['--y'])] },
      { name: 'fresh', options: [] },
    ],
    environment_variables: [{ name: 'NEW_KEY' }, { name: 'BASE_URL', default: 'http://b' }],
  },
  api: {
    paths: { '/s': { get: {}, 'x-note': 'not an operation' }, '/t': { post: {} } },
    components: {
      schemas: { S: { properties: { id: { type: 'string', description: 'changed type' }, plan: { type: 'string' } } } },
    },
  },
};

describe('diffVersions', () => {
  const changes = diffVersions(before, after);
  const line = (c: (typeof changes)[number]) => `${c.kind} ${c.key} ${c.name}${c.detail ? ` (${c.detail})` : ''}`;

  it('lists what was added, changed and removed in each area, in page order, keyed for the explanations', () => {
    expect(changes.map(line)).toEqual([
      'changed option:--provider --provider (choices: + c, - b)',
      'added option:--new-one --new-one, -n1',
      'removed option:--gone --gone',
      'changed subcommand:kept kept (arguments: --x --y)',
      'added subcommand:fresh fresh',
      'removed subcommand:old old',
      'added env:NEW_KEY NEW_KEY',
      'removed env:OLD_KEY OLD_KEY',
      'added provider:c c',
      'changed default:--n --n (1 → 2)',
      'changed default:BASE_URL BASE_URL ("http://a" → "http://b")',
      'added api-operation:POST /t POST /t',
      'removed api-operation:DELETE /s DELETE /s',
      'changed api-field:S.id S.id (type changed)',
      'added api-field:S.plan S.plan',
      'removed api-field:S.gone S.gone',
    ]);
  });

  it('finds no change between a version and itself', () => {
    expect(diffVersions(after, after)).toEqual([]);
  });

  it('does not count a new description of an API field as a change', () => {
    const described = structuredClone(before);
    described.api.components!.schemas!.S.properties!.id = { type: 'integer', description: 'new words' };
    expect(diffVersions(before, described)).toEqual([]);
  });
});

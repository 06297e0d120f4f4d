import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../../errors';
import { problemAt, projectPath, readDataFile } from '../data-file';
import { frontMatter, inlineMdx } from '../inline-text';
import type { FileGenerator, GeneratedFile } from '../types';
import { CHANGE_AREAS, diffVersions, type Change, type ChangeArea } from './diff';
import { apiFileSchema, cliFileSchema, type ApiFile } from './facts';

export const UPGRADING_DATA = '_data/upgrading.json';
export const UPGRADING_FILE = 'upgrading.mdx';
const CLI_FACTS = '_data/ra-aid-cli.json';

const file = z.string().trim().min(1);
/** `_data/upgrading.json`: which version to compare with, and a sentence for users per computed change. */
export const upgradingFileSchema = z.strictObject({
  /** The older version: its label, facts file and OpenAPI file (relative to the project root). */
  from: z.strictObject({ label: z.string().min(1), facts: file, openapi: file }),
  /** This docs folder's version: its label and OpenAPI file; its facts are the folder's `_data/ra-aid-cli.json`. */
  to: z.strictObject({ label: z.string().min(1), openapi: file }),
  /** What each change means for a user, keyed by the change ('option:--max-cost'); every change needs one. */
  explanations: z.record(z.string(), z.string().trim().min(1)),
  /** Changes that no facts file records (model defaults, removed scripts), in the site's words. */
  otherChanges: z.array(z.string().trim().min(1)).default([]),
});
export type UpgradingFile = z.output<typeof upgradingFileSchema>;

const AREA_TITLES: Record<ChangeArea, string> = {
  option: 'Command-line options',
  subcommand: 'Subcommands',
  env: 'Environment variables',
  provider: 'Providers',
  default: 'Defaults',
  'api-operation': 'HTTP API operations',
  'api-field': 'HTTP API fields',
};
const KIND_TITLES: Record<Change['kind'], string> = { added: 'New', changed: 'Changed', removed: 'Removed' };

/** A change's names in code spans ('`--research-and-plan-only`, `-rap`'), with what differs when it changed. */
function changeLine(change: Change, explanation: string): string {
  const names = change.name
    .split(', ')
    .map((n) => `\`${n}\``)
    .join(', ');
  const detail = change.detail ? ` (${inlineMdx(change.detail)})` : '';
  return `- ${names}${detail}: ${inlineMdx(explanation)}`;
}

/** The upgrade guide: one section per area, each change with its explanation, then the changes no facts file holds. */
export function upgradingMdx(data: UpgradingFile, changes: readonly Change[]): string {
  const { from, to } = data;
  const lines = [
    frontMatter({
      title: `Upgrading from ${from.label} to ${to.label}`,
      description: `Every option, subcommand, environment variable, provider, default and HTTP API field that differs between RA.Aid ${from.label} and ${to.label}, and what each change means for you.`,
      sidebar_position: 9,
    }),
    `What changes for you when you move from RA.Aid ${from.label} to ${to.label}. The lists are computed when the site ` +
      `is built, by comparing the two versions' command-line facts and HTTP API descriptions, so nothing is left out.`,
  ];
  for (const area of CHANGE_AREAS) {
    const inArea = changes.filter((c) => c.area === area);
    lines.push('', `## ${AREA_TITLES[area]}`, '');
    if (!inArea.length) {
      lines.push(area === 'default' ? 'No option or environment variable has a new default.' : 'No change.');
      continue;
    }
    for (const kind of ['added', 'changed', 'removed'] as const) {
      const ofKind = inArea.filter((c) => c.kind === kind);
      if (!ofKind.length) continue;
      lines.push(`**${KIND_TITLES[kind]}**`, '', ...ofKind.map((c) => changeLine(c, data.explanations[c.key]!)), '');
    }
    if (lines[lines.length - 1] === '') lines.pop();
  }
  if (data.otherChanges.length)
    lines.push(
      '',
      '## Other changes',
      '',
      'These are not in the facts the lists above are computed from, so they are written out here:',
      '',
      ...data.otherChanges.map((c) => `- ${inlineMdx(c)}`),
    );
  return `${lines.join('\n')}\n`;
}

function readApi(projectRoot: string, path: string): ApiFile {
  const text = readFileSync(join(projectRoot, path), 'utf8');
  const result = apiFileSchema.safeParse(parseDocument(text).toJS());
  if (!result.success)
    throw new ContentError(`Unreadable OpenAPI file ${path}`, [
      { file: path, line: 1, column: 1, message: result.error.message },
    ]);
  return result.data;
}

/** Where the data of one side of the comparison is, relative to the project root. */
interface Side {
  facts: string;
  openapi: string;
}

/**
 * The changes from `data.from` to `to` (this docs folder), checked against the explanations: a change without one,
 * or one for no change, stops the build at its place in the data file.
 */
export function upgradeChanges(
  projectRoot: string,
  to: Side,
  dataFile: string,
  data: UpgradingFile,
  text: string,
): Change[] {
  const version = ({ facts, openapi }: Side) => ({
    cli: readDataFile(projectRoot, facts, cliFileSchema).data,
    api: readApi(projectRoot, openapi),
  });
  const changes = diffVersions(version(data.from), version(to));
  const keys = new Set(changes.map((c) => c.key));
  const problems = [
    ...changes
      .filter((c) => !(c.key in data.explanations))
      .map((c) => problemAt(text, dataFile, ['explanations'], `no explanation for the ${c.kind} "${c.key}"`)),
    ...Object.keys(data.explanations)
      .filter((key) => !keys.has(key))
      .map((key) =>
        problemAt(text, dataFile, ['explanations', key], `"${key}" is explained, but nothing of that name changed`),
      ),
  ];
  if (problems.length) throw new ContentError(`The upgrade guide does not match the changes (${dataFile})`, problems);
  return changes;
}

/** `upgrading.mdx` of every docs folder with `_data/upgrading.json`. */
export const upgradingGenerator: FileGenerator = ({ contentDir, projectRoot }): GeneratedFile[] => {
  if (!existsSync(join(contentDir, UPGRADING_DATA))) return [];
  const dataFile = projectPath(projectRoot, join(contentDir, UPGRADING_DATA));
  const { data, text } = readDataFile(projectRoot, dataFile, upgradingFileSchema);
  const to = { facts: projectPath(projectRoot, join(contentDir, CLI_FACTS)), openapi: data.to.openapi };
  const changes = upgradeChanges(projectRoot, to, dataFile, data, text);
  return [
    {
      path: UPGRADING_FILE,
      text: upgradingMdx(data, changes),
      sources: [dataFile, data.from.facts, to.facts, data.from.openapi, to.openapi],
    },
  ];
};

import type { FileGenerator, GeneratedFile } from '../types';
import { ContentError } from '../../errors';
import { commandLinePage } from './command-line';
import { coverageProblems } from './coverage';
import { environmentVariablesPage } from './environment-variables';
import { linker, linkTargets, REFERENCE_ROUTES } from './mdx';
import { providersPage } from './providers';
import { readReferenceText } from './text';

/**
 * The "Reference" pages of a docs version: command line, environment variables and providers, made from its
 * `_data/ra-aid-cli.json` and our sentences in `_data/reference-text.json`. A version without the sentence file has no
 * reference pages; one whose sentences and facts do not cover the same things stops the build, naming each.
 */
export const referencePages: FileGenerator = ({ contentDir, projectRoot, cli }) => {
  const data = readReferenceText(contentDir, projectRoot);
  if (!data) return [];
  if (!cli) {
    const problem = data.at(
      [],
      'Reference text without facts: this docs folder has no _data/ra-aid-cli.json to describe',
    );
    throw new ContentError(`Reference text in ${data.file} has no facts`, [problem]);
  }
  const factsFile = data.file.replace(/reference-text\.json$/, 'ra-aid-cli.json');
  const problems = coverageProblems(data, cli, factsFile);
  if (problems.length) throw new ContentError(`The reference text in ${data.file} does not match the facts`, problems);
  const text = data.value;
  const targets = linkTargets(
    cli.options,
    cli.readEnvVars.map((v) => v.name),
  );
  const sources = [data.file, factsFile];
  const file = (path: string, body: string): GeneratedFile => ({ path, text: body, sources });
  return [
    file(
      'reference/_category_.json',
      `${JSON.stringify({ label: 'Reference', position: 5, link: { type: 'generated-index', description: text.category } }, null, 2)}\n`,
    ),
    file('reference/command-line.mdx', commandLinePage(cli, text, linker(REFERENCE_ROUTES.commandLine, targets))),
    file(
      'reference/environment-variables.mdx',
      environmentVariablesPage(cli, text, linker(REFERENCE_ROUTES.environmentVariables, targets)),
    ),
    file('reference/providers.mdx', providersPage(cli, text, linker(REFERENCE_ROUTES.providers, targets))),
  ];
};

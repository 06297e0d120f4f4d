import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { formatDefault, type CliFacts } from '../content/facts/cli';
import { cliEnvVar, cliOption } from '../content/facts/tables';
import { stringListAttribute, type JsxElement } from '../mdx/jsx-attributes';

/** One row of a `<CliOptions>` table, its default already in words. */
export interface CliOptionRow {
  flags: readonly string[];
  default: string;
  description: string;
  choices: readonly string[] | null;
}

/** One row of an `<EnvVars>` table. */
export interface EnvVarRow {
  name: string;
  configures: string;
}

/** The rows of every `<CliOptions>` and `<EnvVars>` table of one guide, by the name the guide gives each. */
export interface CliTables {
  options: Readonly<Record<string, CliOptionRow>>;
  envVars: Readonly<Record<string, EnvVarRow>>;
}

/**
 * The rows the guide's tables name, from its version's facts. Worked out from the guide's tree before it renders, so
 * an unknown name stops the build here, with the same error as the Markdown twin's.
 */
export function cliTables(tree: Root, cli: CliFacts | undefined): CliTables {
  const options: Record<string, CliOptionRow> = {};
  const envVars: Record<string, EnvVarRow> = {};
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    if (element.name === 'CliOptions') {
      for (const name of stringListAttribute(element, 'names')) {
        const o = cliOption(cli, name);
        options[name] = { flags: o.flags, default: formatDefault(o), description: o.description, choices: o.choices };
      }
    }
    if (element.name === 'EnvVars') {
      for (const name of stringListAttribute(element, 'names')) {
        const v = cliEnvVar(cli, name);
        envVars[name] = { name: v.name, configures: v.configures ?? v.purpose ?? '' };
      }
    }
  });
  return { options, envVars };
}

import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { formatDefault, type CliFacts } from '../content/facts/cli';
import { cliEnvVar, cliOption } from '../content/facts/tables';
import { stringListAttribute, type JsxElement } from '../mdx/jsx-attributes';
import { envVarId, optionKey, REFERENCE_ROUTES } from '../content/generated/reference/mdx';
import type { Source } from '../source/types';

/** One row of a `<CliOptions>` table, its default already in words. */
export interface CliOptionRow {
  flags: readonly string[];
  default: string;
  description: string;
  choices: readonly string[] | null;
  /** The option's entry on its version's command-line reference page, when that page has one. */
  href?: string;
}

/** One row of an `<EnvVars>` table. */
export interface EnvVarRow {
  name: string;
  configures: string;
  /** The variable's entry on its version's environment-variables reference page, when that page has one. */
  href?: string;
}

/** The rows of every `<CliOptions>` and `<EnvVars>` table of one guide, by the name the guide gives each. */
export interface CliTables {
  options: Readonly<Record<string, CliOptionRow>>;
  envVars: Readonly<Record<string, EnvVarRow>>;
}

/** Where a version's reference pages describe an option (by its long flag) or a variable, when they do. */
export interface ReferenceLinks {
  option(key: string): string | undefined;
  envVar(name: string): string | undefined;
}

/**
 * The links of a version's reference pages (lib/site/content/generated/reference/): a name links only when the page
 * is there and has a heading with that name's id, so a table never links to an anchor that does not exist.
 */
export function referenceLinks(source: Pick<Source, 'byId'>): ReferenceLinks {
  const anchor = (route: string, id: string) => {
    // The pages' doc ids are their paths in the docs folder, the same in every version ('reference/command-line').
    const page = source.byId.get(route.slice(1));
    return page?.kind === 'doc' && page.headings.some((h) => h.id === id) ? `${page.route}#${id}` : undefined;
  };
  return {
    option: (key) => anchor(REFERENCE_ROUTES.commandLine, key),
    envVar: (name) => anchor(REFERENCE_ROUTES.environmentVariables, envVarId(name)),
  };
}

const NO_LINKS: ReferenceLinks = { option: () => undefined, envVar: () => undefined };

/**
 * The rows the guide's tables name, from its version's facts. Worked out from the guide's tree before it renders, so
 * an unknown name stops the build here, with the same error as the Markdown twin's.
 */
export function cliTables(tree: Root, cli: CliFacts | undefined, links: ReferenceLinks = NO_LINKS): CliTables {
  const options: Record<string, CliOptionRow> = {};
  const envVars: Record<string, EnvVarRow> = {};
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    if (element.name === 'CliOptions') {
      for (const name of stringListAttribute(element, 'names')) {
        const o = cliOption(cli, name);
        const href = links.option(optionKey(o));
        options[name] = {
          flags: o.flags,
          default: formatDefault(o),
          description: o.description,
          choices: o.choices,
          ...(href ? { href } : {}),
        };
      }
    }
    if (element.name === 'EnvVars') {
      for (const name of stringListAttribute(element, 'names')) {
        const v = cliEnvVar(cli, name);
        const href = links.envVar(v.name);
        envVars[name] = { name: v.name, configures: v.configures ?? v.purpose ?? '', ...(href ? { href } : {}) };
      }
    }
  });
  return { options, envVars };
}

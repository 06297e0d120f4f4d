import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { issuePaths } from '../../../../shared/validation/format';
import { lineColumnAt, type Problem } from '../../../../shared/validation/problem';
import { jsonPathOffset, parseJsonLocated } from '../../../validation/locate';
import { ContentError } from '../../errors';

/** Our own sentences for the reference pages: one docs version's `_data/reference-text.json`. */
export const REFERENCE_TEXT_FILE = join('_data', 'reference-text.json');

const sentence = z.string().trim().min(1, 'must be a sentence, not empty');

/** An option's sentences: the text alone, or with what decides its default and the settings it pairs with. */
const optionText = z.union([
  sentence,
  z.strictObject({
    text: sentence,
    /** Required for an option whose default is decided at start-up (`default_is_dynamic` in the facts). */
    default: sentence.optional(),
    /** The environment variables or saved settings that go with the option. */
    pairs: sentence.optional(),
  }),
]);
export type OptionText = z.infer<typeof optionText>;

const pageText = { description: sentence, intro: sentence };

const referenceTextSchema = z.strictObject({
  $comment: z.string().optional(),
  /** The description of the "Reference" sidebar category's index page. */
  category: sentence,
  commandLine: z.strictObject({
    ...pageText,
    /** The page's sections in order, each with the options it holds (by long flag, else first flag). */
    groups: z.array(
      z.strictObject({ title: sentence, intro: sentence.optional(), options: z.record(z.string(), optionText) }),
    ),
    /** The subcommands (`ra-aid <name>`), by name, with their own arguments (by flag, or by name for positionals). */
    commands: z
      .strictObject({
        intro: sentence,
        subcommands: z.record(
          z.string(),
          z.strictObject({ text: sentence, options: z.record(z.string(), sentence).default({}) }),
        ),
      })
      .optional(),
  }),
  environmentVariables: z.strictObject({ ...pageText, variables: z.record(z.string(), sentence) }),
  providers: z.strictObject({
    ...pageText,
    /** The expert model of every provider that has no rule of its own for it. */
    expertModel: sentence,
    providers: z.record(
      z.string(),
      z.strictObject({
        text: sentence,
        /** Every variable that belongs to the provider (its `EXPERT_` twins follow from these). */
        variables: z.array(z.string()),
        /** What the provider needs before a run starts. */
        needs: sentence,
        /** Where its requests go and what changes that. */
        endpoint: sentence,
        /** The main model when `--model` is not given. */
        model: sentence,
        /** The expert model when the expert runs on this provider, when it differs from the page's shared sentence. */
        expertModel: sentence.optional(),
        /** A guide about the provider, by route within the version. */
        guide: z.strictObject({ href: z.string().startsWith('/'), title: sentence }).optional(),
      }),
    ),
  }),
});
export type ReferenceText = z.infer<typeof referenceTextSchema>;

/** A data file read as text, with a way to locate a path in it for messages. */
export interface LocatedText<T> {
  value: T;
  /** The file, relative to the project root. */
  file: string;
  /** A problem at `path` in the file (at its deepest part that exists). */
  at(path: readonly (string | number)[], message: string): Problem;
}

/** The version's reference sentences, validated, or undefined when the docs folder has none. */
export function readReferenceText(contentDir: string, projectRoot: string): LocatedText<ReferenceText> | undefined {
  const abs = join(contentDir, REFERENCE_TEXT_FILE);
  if (!existsSync(abs)) return undefined;
  const file = relative(projectRoot, abs).split(sep).join('/');
  const text = readFileSync(abs, 'utf8');
  const at = (path: readonly (string | number)[], message: string): Problem => ({
    file,
    ...lineColumnAt(text, jsonPathOffset(text, path)),
    message,
  });
  const json = parseJsonLocated(text, file);
  if (!json.ok) throw new ContentError(`Invalid JSON in ${file}`, [json.problem]);
  const result = referenceTextSchema.safeParse(json.value);
  if (!result.success) {
    const problems = issuePaths(result.error.issues).map(({ path, message }) =>
      at(path, `Invalid reference text: ${message}`),
    );
    throw new ContentError(`Invalid reference text in ${file}`, problems);
  }
  return { value: result.data, file, at };
}

import { z } from 'zod';

// `scripts` and `headTags`: what a site may add to every page's <head>, validated as Docusaurus does.

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** HTML attribute names: letters, digits, '-', '_', ':' and '.', not starting with a digit or '-'. */
const ATTRIBUTE_NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*$/;

/** An attribute map as Docusaurus accepts it: strings, or booleans (true writes the bare attribute, false omits it). */
export type TagAttributes = Record<string, string | boolean>;

function checkAttributes(value: unknown, ctx: z.RefinementCtx, at: (string | number)[] = []): value is TagAttributes {
  if (!isRecord(value)) {
    ctx.addIssue({
      code: 'custom',
      path: at,
      message: 'expected an object of attribute names to string or boolean values',
    });
    return false;
  }
  let ok = true;
  for (const [name, v] of Object.entries(value)) {
    if (!ATTRIBUTE_NAME.test(name)) {
      ctx.addIssue({ code: 'custom', path: [...at, name], message: `"${name}" is not a valid HTML attribute name` });
      ok = false;
    } else if (typeof v !== 'string' && typeof v !== 'boolean') {
      ctx.addIssue({ code: 'custom', path: [...at, name], message: 'expected a string or a boolean attribute value' });
      ok = false;
    }
  }
  return ok;
}

/** A `scripts` entry as written: a URL, or the attributes of a `<script>` with at least `src`. */
export type ScriptInput = string | ({ src: string; async?: boolean; defer?: boolean } & TagAttributes);
/** A `scripts` entry once validated: always the attribute map. */
export type ScriptTag = { src: string } & TagAttributes;

export const scriptEntry = z
  .custom<ScriptInput>(() => true)
  .superRefine((v, ctx) => {
    if (typeof v === 'string') {
      if (!v.trim()) ctx.addIssue({ code: 'custom', message: 'expected a script URL, not an empty string' });
      return;
    }
    if (!isRecord(v)) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected a script URL or an object of <script> attributes with a "src"',
      });
      return;
    }
    if (!checkAttributes(v, ctx)) return;
    if (typeof v.src !== 'string' || !v.src.trim()) {
      ctx.addIssue({ code: 'custom', path: ['src'], message: 'a script object needs a "src" (the script URL)' });
    }
    for (const flag of ['async', 'defer'] as const) {
      if (flag in v && typeof v[flag] !== 'boolean') {
        ctx.addIssue({ code: 'custom', path: [flag], message: 'expected true or false' });
      }
    }
  })
  .transform((v): ScriptTag => (typeof v === 'string' ? { src: v } : v));

/** Elements a `headTags` entry may create: the ones valid in `<head>` (the title is the page's own). */
export const HEAD_TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
const VOID_HEAD_TAGS: readonly string[] = ['base', 'link', 'meta'];

export interface HeadTag {
  tagName: (typeof HEAD_TAG_NAMES)[number];
  attributes: TagAttributes;
  /** Raw HTML content (scripts, styles, noscript); not for void elements. */
  innerHTML?: string;
}

export const headTag = z
  .custom<HeadTag>(() => true)
  .superRefine((v, ctx) => {
    if (!isRecord(v)) {
      ctx.addIssue({ code: 'custom', message: 'expected { tagName, attributes, innerHTML? }' });
      return;
    }
    for (const key of Object.keys(v)) {
      if (!['tagName', 'attributes', 'innerHTML'].includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'unknown field (known: tagName, attributes, innerHTML)' });
      }
    }
    if (typeof v.tagName !== 'string' || !(HEAD_TAG_NAMES as readonly string[]).includes(v.tagName)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tagName'],
        message: `expected one of ${HEAD_TAG_NAMES.join(', ')} (elements allowed in <head>), got ${JSON.stringify(v.tagName)}`,
      });
    }
    checkAttributes(v.attributes ?? {}, ctx, ['attributes']);
    if (v.innerHTML !== undefined) {
      if (typeof v.innerHTML !== 'string') {
        ctx.addIssue({ code: 'custom', path: ['innerHTML'], message: 'expected a string of HTML' });
      } else if (typeof v.tagName === 'string' && VOID_HEAD_TAGS.includes(v.tagName)) {
        ctx.addIssue({
          code: 'custom',
          path: ['innerHTML'],
          message: `<${v.tagName}> is a void element: it has no content`,
        });
      }
    }
  })
  .transform((v): HeadTag => ({ ...v, attributes: v.attributes ?? {} }));

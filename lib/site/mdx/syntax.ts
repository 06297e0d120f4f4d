import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { buildStoreOf } from '../content/build-dirs.mjs';

/**
 * The one parse of a guide (no transforms). Trees are stored on disk by text (../content/build-dirs.mjs), so a build's
 * content check, render workers and guide pipeline share one parse. `next dev` and the unit tests parse in each
 * process (DOCS_BUILD_STORES names the stores' folder for a test that counts parses).
 */

/** Changes whenever the syntax plugins above change, so stored trees of another parser are never read. */
const SYNTAX_VERSION = 'mdx3-gfm4-directive4-v1';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

let parses = 0;

/** How many texts this process has parsed (store hits not counted): the one-parse test reads it. */
export function syntaxParseCount(): number {
  return parses;
}

function storePath(text: string): string | undefined {
  const dir = buildStoreOf(process.cwd(), 'mdx-syntax');
  if (!dir) return undefined;
  return join(dir, `${createHash('sha256').update(`${SYNTAX_VERSION}\0${text}`).digest('hex')}.json`);
}

/** The syntax tree of `text`, from the store when it holds it. Throws MDX syntax errors. */
export function syntaxTree(text: string, path: string): Root {
  const stored = storePath(text);
  if (stored) {
    try {
      return JSON.parse(readFileSync(stored, 'utf8')) as Root;
    } catch {
      // Not stored yet (or unreadable): parse below.
    }
  }
  parses++;
  const tree = parser.parse(new VFile({ value: text, path })) as Root;
  if (process.env.DOCS_PARSE_LOG) appendFileSync(process.env.DOCS_PARSE_LOG, `${path}\n`);
  if (stored) {
    // Written whole, then renamed: a reader in another process never sees half a file.
    const partial = `${stored}.${process.pid}.tmp`;
    mkdirSync(join(stored, '..'), { recursive: true });
    writeFileSync(partial, JSON.stringify(tree));
    renameSync(partial, stored);
  }
  return tree;
}

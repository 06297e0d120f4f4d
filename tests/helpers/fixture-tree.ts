import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes a throw-away content tree ({ 'a/b.mdx': '...' }) and returns its root. */
export function fixtureTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-fixture-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A guide with front matter built from the given fields. */
export function doc(fields: Record<string, unknown>, body = 'Some text.\n'): string {
  const yaml = Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}`;
}

/** Runs `fn`, which must throw an instance of `kind`, and returns the error message. */
export function thrownMessage(fn: () => unknown, kind: new (...args: never[]) => Error): string {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof kind)) throw new Error(`expected a ${kind.name}, got ${String(error)}`);
    return error.message;
  }
  throw new Error(`expected a ${kind.name} to be thrown`);
}

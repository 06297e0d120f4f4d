// The dev-server end-to-end tests (playwright.dev.config.ts): a fresh copy of the docs root (content/,
// versioned_docs/, versions.json, openapi/) under .e2e/dev-root/, which the tests edit, then `next dev`
// on it (DOCS_ROOT) at http://127.0.0.1:<port>. The real guides are never touched.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join('.e2e', 'dev-root');
const port = process.argv[2] ?? '4190';
rmSync(root, { recursive: true, force: true });
for (const entry of ['content', 'versioned_docs', 'versions.json', 'openapi']) {
  if (existsSync(entry)) cpSync(entry, join(root, entry), { recursive: true });
}
const child = spawn(
  process.execPath,
  [join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-p', port, '-H', '127.0.0.1'],
  {
    stdio: 'inherit',
    env: { ...process.env, DOCS_ROOT: root, NEXT_TELEMETRY_DISABLED: '1' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// Builds the sites the end-to-end tests serve, each moved under .e2e/ except the normal site, built last into out/.
// Two are full builds of RA.Aid's docs (out/ and the chrome fixture); the other two are small fixture docs roots.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import {
  E2E_BASE_OUT,
  E2E_DOCUSAURUS_OUT,
  E2E_DOCUSAURUS_ROOT,
  E2E_PR_NUMBER,
  E2E_FIXTURE_OUT,
  E2E_VERSIONED_ROOT,
} from '../tests/e2e-env';

function build(env: Record<string, string>, script = 'build') {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(E2E_BASE_OUT, { recursive: true, force: true });
mkdirSync('.e2e', { recursive: true });
// The pull-request preview workflow's build (.github/workflows/preview.yml, npm run build:preview) for PR 42, over
// the small two-version fixture docs root: the tests of the base path and of a site with an older version share it.
build(
  { PR_NUMBER: String(E2E_PR_NUMBER), DOCS_ROOT: E2E_VERSIONED_ROOT, SITE_CONFIG_VARIANT: 'versioned' },
  'build:preview',
);
renameSync('out', E2E_BASE_OUT);
rmSync(E2E_DOCUSAURUS_OUT, { recursive: true, force: true });
// A Docusaurus site moved in as it is: its docs/, static/ and src/components/ (docs/docusaurus-migration.md).
build({
  BASE_URL: '/',
  CONTENT_DIR: `${E2E_DOCUSAURUS_ROOT}/docs`,
  DOCUSAURUS_SITE: E2E_DOCUSAURUS_ROOT,
  SITE_CONFIG_VARIANT: 'docusaurus',
});
renameSync('out', E2E_DOCUSAURUS_OUT);
rmSync(E2E_FIXTURE_OUT, { recursive: true, force: true });
build({ BASE_URL: '/', SITE_CONFIG_VARIANT: 'fixture', E2E_CRASH_HOOK: '1' });
renameSync('out', E2E_FIXTURE_OUT);
build({ BASE_URL: '/' });

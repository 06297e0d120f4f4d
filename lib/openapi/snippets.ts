import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { pythonHttpxSync } from '@scalar/snippetz/plugins/python/httpx';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { shellHttpie } from '@scalar/snippetz/plugins/shell/httpie';
import { jsonBody, requestUrl, responseHasBody, responseIsJson, responseType, sampleServer } from './samples';
import type { ApiDocument, ApiOperation } from './types';

// Build-time only: the samples are written here by @scalar/snippetz (Scalar's maintained generator, one plugin
// per language and HTTP client), highlighted by Shiki on the server, and shipped as HTML. Importing each plugin
// by its own path keeps the other ~30 plugins out of the server bundle too.

/** A HAR-style request, the input of every snippetz plugin (only the fields the samples use). */
export interface SampleRequest {
  method: string;
  /** Without the query string: the plugins add `queryString` themselves, each in its own idiom. */
  url: string;
  queryString: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  postData?: { mimeType: string; text: string };
}

export type SampleId =
  | 'curl'
  | 'python-requests'
  | 'python-httpx'
  | 'javascript'
  | 'node'
  | 'go'
  | 'rust'
  | 'java'
  | 'csharp'
  | 'php'
  | 'ruby'
  | 'httpie'
  | 'powershell';

/** Shiki language ids of the samples (each must be in lib/mdx/shiki-options.ts CODE_LANGUAGES). */
export type SampleLang =
  | 'bash'
  | 'python'
  | 'javascript'
  | 'go'
  | 'rust'
  | 'java'
  | 'csharp'
  | 'php'
  | 'ruby'
  | 'powershell';

export interface CodeSample {
  /** Stable value: stored as the reader's language choice (`docusaurus.tab.api-lang`). */
  id: SampleId;
  label: string;
  lang: SampleLang;
  code: string;
}

interface Language {
  id: SampleId;
  label: string;
  lang: SampleLang;
  generate: (request: SampleRequest) => string;
  /**
   * What a reader needs to paste and run the library's sample that it leaves out: an import, the PHP open tag
   * (without it the file is HTML to PHP and to Shiki), or a line printing the response.
   */
  finish?: (code: string, op: ApiOperation) => string;
}

// The plugins type their input as HAR's Request (from the `har-format` types, not installed here); SampleRequest
// is the part of it the samples fill in.
type Generate = (request: SampleRequest) => string;
const plugin = (p: { generate: unknown }): Generate => p.generate as Generate;

/** The line that shows the answer: its status when the success response has no body, else the body as JSON or text. */
const printResponse = (op: ApiOperation, json: string, text: string, status: string) =>
  !responseHasBody(op) ? status : responseIsJson(op) ? json : text;

/** `requests.get(…)` → `import requests`, `response = requests.get(…)`, a status check and the body printed. */
const finishPython = (module: string) => (code: string, op: ApiOperation) => {
  if (!code.startsWith(`${module}.`)) return `import ${module}\n\n${code}`;
  const print = printResponse(op, 'print(response.json())', 'print(response.text)', 'print(response.status_code)');
  return `import ${module}\n\nresponse = ${code}\nresponse.raise_for_status()\n${print}`;
};

/** `fetch(…)` → awaited into `response` and the body logged (top-level await: an ES module or the console). */
const finishFetch = (code: string, op: ApiOperation) => {
  if (!code.startsWith('fetch(')) return code;
  const log = printResponse(
    op,
    'console.log(await response.json());',
    'console.log(await response.text());',
    'console.log(response.status);',
  );
  return `const response = await ${code};\n\n${log}`;
};

const LANGUAGES: readonly Language[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', generate: plugin(shellCurl) },
  {
    id: 'python-requests',
    label: 'Python (requests)',
    lang: 'python',
    generate: plugin(pythonRequests),
    finish: finishPython('requests'),
  },
  {
    id: 'python-httpx',
    label: 'Python (httpx)',
    lang: 'python',
    generate: plugin(pythonHttpxSync),
    finish: finishPython('httpx'),
  },
  { id: 'javascript', label: 'JavaScript (fetch)', lang: 'javascript', generate: plugin(jsFetch), finish: finishFetch },
  { id: 'node', label: 'Node.js (fetch)', lang: 'javascript', generate: plugin(nodeFetch), finish: finishFetch },
  { id: 'go', label: 'Go', lang: 'go', generate: plugin(goNative) },
  { id: 'rust', label: 'Rust (reqwest)', lang: 'rust', generate: plugin(rustReqwest) },
  {
    id: 'java',
    label: 'Java (HttpClient)',
    lang: 'java',
    generate: plugin(javaNethttp),
    finish: (code) =>
      `import java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpResponse;\n\n${code}`,
  },
  {
    id: 'csharp',
    label: 'C# (HttpClient)',
    lang: 'csharp',
    generate: plugin(csharpHttpclient),
    finish: (code) =>
      `${code.includes('MediaTypeWithQualityHeaderValue') ? 'using System.Net.Http.Headers;\n\n' : ''}${code}\n` +
      'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  },
  { id: 'php', label: 'PHP (cURL)', lang: 'php', generate: plugin(phpCurl), finish: (code) => `<?php\n\n${code}` },
  { id: 'ruby', label: 'Ruby (Net::HTTP)', lang: 'ruby', generate: plugin(rubyNative) },
  { id: 'httpie', label: 'HTTPie', lang: 'bash', generate: plugin(shellHttpie) },
  { id: 'powershell', label: 'PowerShell', lang: 'powershell', generate: plugin(powershellRestmethod) },
];

/** The languages in the order the switcher lists them, cURL first. */
export const SAMPLE_LANGUAGES: readonly Pick<CodeSample, 'id' | 'label' | 'lang'>[] = LANGUAGES.map(
  ({ id, label, lang }) => ({ id, label, lang }),
);

/** A query value as text; arrays repeat the parameter (OpenAPI's default `form` style, `explode: true`). */
function queryEntries(name: string, value: unknown): { name: string; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((v) => queryEntries(name, v));
  return [{ name, value: typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value) }];
}

/** The request every sample of the operation sends: the file's first server, example parameters and body. */
export function sampleRequest(op: ApiOperation, doc: ApiDocument): SampleRequest {
  const { base, query } = requestUrl(op, doc, sampleServer(doc));
  const body = jsonBody(op, doc);
  const headers = [{ name: 'Accept', value: responseType(op) }];
  if (body.present) headers.push({ name: 'Content-Type', value: 'application/json' });
  return {
    method: op.method.toUpperCase(),
    url: base,
    queryString: query.flatMap(([name, value]) => queryEntries(name, value)),
    headers,
    ...(body.present ? { postData: { mimeType: 'application/json', text: JSON.stringify(body.value) } } : {}),
  };
}

/** Ready-to-run requests for one operation in every language of SAMPLE_LANGUAGES, in that order. */
export function codeSamples(op: ApiOperation, doc: ApiDocument): CodeSample[] {
  const request = sampleRequest(op, doc);
  return LANGUAGES.map(({ id, label, lang, generate, finish }) => {
    const code = generate(request).trimEnd();
    return { id, label, lang, code: finish ? finish(code, op) : code };
  });
}

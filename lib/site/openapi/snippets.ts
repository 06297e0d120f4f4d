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
import { bodySample, sampleFileName, type BodySample } from './bodies';
import { credentialSlots, fillSlot, placeholder } from './credentials';
import { parameterValue, requestUrl, sentParameters, responseHasBody, responseIsJson, responseType, sampleServer } from './samples';
import { encodePart, serializeCookie, serializeHeader, serializeQuery } from '../../shared/try-it/serialize';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';

// Build-time only: samples are written by @scalar/snippetz and highlighted on the server. Importing each plugin by its
// own path keeps the others out of the server bundle.

/** A HAR-style request, the input of every snippetz plugin (only the fields the samples use). */
export interface SampleRequest {
  method: string;
  /** Without the query string: the plugins add `queryString` themselves, each in its own idiom. */
  url: string;
  queryString: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  postData?: {
    mimeType: string;
    text?: string;
    /** multipart and form-urlencoded fields; a part with `fileName` is read from that file. */
    params?: { name: string; value?: string; fileName?: string; contentType?: string }[];
  };
}

/** How one language's sample wants the request written (see LANGUAGES). */
interface RequestStyle {
  /** The client encodes query values itself (Python's `params=`): they are given raw. */
  rawQuery?: boolean;
  /** The sample reads a binary body from a file with `@name` (cURL's `--data-binary`). */
  fileBody?: boolean;
}

export type SampleId =
  /** An `x-codeSamples` entry of the file: `x-` and its position. */
  | `x-${number}`
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

/** Shiki language ids of the samples (each must be in lib/site/mdx/shiki-options.ts CODE_LANGUAGES). */
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
  | 'powershell'
  | 'text';

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
  style?: RequestStyle;
  /**
   * What a reader needs to run the library's sample that it leaves out: an import, the PHP open tag (without it PHP and
   * Shiki read HTML), or a line printing the response.
   */
  finish?: (code: string, op: ApiOperation) => string;
}

// The plugins type their input as HAR's Request (`har-format`, not installed); SampleRequest is the part the samples
// fill.
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

/**
 * `fetch(…)` awaited into `response` and the body logged (top-level await); the call may follow lines that build its
 * body.
 */
const finishFetch = (code: string, op: ApiOperation) => {
  const start = code.startsWith('fetch(') ? 0 : code.indexOf('\nfetch(') + 1;
  if (start === 0 && !code.startsWith('fetch(')) return code;
  const log = printResponse(
    op,
    'console.log(await response.json());',
    'console.log(await response.text());',
    'console.log(response.status);',
  );
  return `${code.slice(0, start)}const response = await ${code.slice(start).replace(/;$/, '')};\n\n${log}`;
};

const LANGUAGES: readonly Language[] = [
  { id: 'curl', label: 'cURL', lang: 'bash', generate: plugin(shellCurl), style: { fileBody: true } },
  {
    id: 'python-requests',
    label: 'Python (requests)',
    lang: 'python',
    generate: plugin(pythonRequests),
    style: { rawQuery: true },
    finish: finishPython('requests'),
  },
  {
    id: 'python-httpx',
    label: 'Python (httpx)',
    lang: 'python',
    generate: plugin(pythonHttpxSync),
    style: { rawQuery: true },
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

/** The body as the plugins take it: JSON and text as text, fields as params, binary from a file or as a placeholder. */
function postData(body: BodySample, style: RequestStyle): SampleRequest['postData'] {
  const mimeType = body.media.contentType;
  const { kind, value } = body;
  if (kind === 'multipart' || kind === 'form') {
    // Fields the bounded example left out are not sent empty: they are not in the request at all.
    const params = body.fields.filter((f) => !f.leftOut).map((f) =>
      f.file
        ? { name: f.name, fileName: sampleFileName(f.name) }
        : { name: f.name, value: f.value, ...(f.contentType ? { contentType: f.contentType } : {}) },
    );
    return { mimeType: kind === 'form' ? mimeType : 'multipart/form-data', params };
  }
  if (kind === 'binary') {
    const file = sampleFileName('body');
    return { mimeType, text: style.fileBody ? `@${file}` : `<contents of ${file}>` };
  }
  if (kind === 'text') return { mimeType, text: typeof value === 'string' ? value : JSON.stringify(value ?? '') };
  return { mimeType, text: JSON.stringify(value) };
}

/**
 * The request every sample of the operation sends: first server, example parameters in their places, the first security
 * requirement's placeholders and the example body.
 */
export function sampleRequest(
  op: ApiOperation,
  doc: ApiDocument,
  style: RequestStyle = {},
  server = sampleServer(doc, op),
): SampleRequest {
  const { base, query } = requestUrl(op, doc, server);
  const encode = style.rawQuery ? (t: string) => t : undefined;
  const byName = new Map(op.parameters.map((p) => [`${p.in}:${p.name}`, p]));
  const queryString = query.flatMap(([name, value]) => serializeQuery(byName.get(`query:${name}`)!, value, encode));
  const headers = [{ name: 'Accept', value: responseType(op) }];
  const cookies: string[] = [];
  // Header and cookie parameters go in when required or when the file gives an example, like query parameters.
  for (const p of sentParameters(op).filter((x) => x.in === 'header' || x.in === 'cookie')) {
    if (p.in === 'header') headers.push({ name: p.name, value: serializeHeader(p, parameterValue(p, doc)) });
    else cookies.push(serializeCookie(p, parameterValue(p, doc)));
  }
  for (const slot of credentialSlots(op, doc)) {
    const value = fillSlot(slot, placeholder(slot));
    if (slot.in === 'header') headers.push({ name: slot.name, value });
    else if (slot.in === 'cookie') cookies.push(`${encodePart(slot.name)}=${value}`);
    else queryString.push(style.rawQuery ? { name: slot.name, value } : { name: encodePart(slot.name), value });
  }
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.join('; ') });
  const body = bodySample(op, doc);
  const data = body ? postData(body, style) : undefined;
  // Multipart clients write their own Content-Type, with the boundary; the others are told the media type.
  if (data && body?.kind !== 'multipart') headers.push({ name: 'Content-Type', value: data.mimeType });
  return { method: op.method.toUpperCase(), url: base, queryString, headers, ...(data ? { postData: data } : {}) };
}

/** Shiki language of an `x-codeSamples` entry's `lang` (Redocly's names and aliases); plain text when unknown. */
function fileSampleLang(lang: string): SampleLang {
  const l = lang.toLowerCase();
  const known: Record<string, SampleLang> = {
    curl: 'bash', shell: 'bash', sh: 'bash', bash: 'bash', httpie: 'bash', python: 'python', py: 'python',
    javascript: 'javascript', js: 'javascript', node: 'javascript', 'node.js': 'javascript', typescript: 'javascript',
    go: 'go', golang: 'go', rust: 'rust', java: 'java', 'c#': 'csharp', csharp: 'csharp', php: 'php', ruby: 'ruby',
    powershell: 'powershell',
  };
  return known[l] ?? 'text';
}

/**
 * Samples for one operation: the file's own `x-codeSamples` first, then a ready-to-run request per SAMPLE_LANGUAGES.
 * `server` replaces the first server, for the panel's server picker.
 */
export function codeSamples(op: ApiOperation, doc: ApiDocument, server?: string): CodeSample[] {
  const written = (op.codeSamples ?? []).map(
    (s, i): CodeSample => ({ id: `x-${i}`, label: s.label ?? s.lang, lang: fileSampleLang(s.lang), code: s.source.trimEnd() }),
  );
  return [
    ...written,
    ...LANGUAGES.map(({ id, label, lang, generate, finish, style }) => {
      const code = generate(sampleRequest(op, doc, style, server)).trimEnd();
      return { id, label, lang, code: finish ? finish(code, op) : code };
    }),
  ];
}

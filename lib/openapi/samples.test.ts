import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiDocument } from './load';
import { OPENAPI_FILE } from './paths';
import { codeSamples, pythonLiteral } from './samples';
import type { ApiDocument } from './types';

const GOLDEN = join(__dirname, '__golden__');
let doc: ApiDocument;

beforeAll(async () => {
  doc = await loadApiDocument({ file: OPENAPI_FILE, configPath: 'redocly.yaml' });
});

function render(slug: string): string {
  const op = doc.operations.find((o) => o.slug === slug)!;
  return codeSamples(op, doc)
    .map((s) => `### ${s.label} (${s.lang})\n${s.code}\n`)
    .join('\n');
}

describe('code samples', () => {
  // The golden files were read line by line when written; regenerate with UPDATE_GOLDEN=1 and read the diff.
  it.each([
    'list-sessions-v-1-session-get',
    'create-session-v-1-session-post',
    'get-session-v-1-session-session-id-get',
    'get-session-trajectories-v-1-session-session-id-trajectory-get',
    'spawn-agent-v-1-spawn-agent-post',
    'get-config-config-get',
    'get-root-get',
  ])('for %s match the reviewed golden file', (slug) => {
    const file = join(GOLDEN, `${slug}.txt`);
    const actual = render(slug);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
    expect(existsSync(file), `missing golden file ${file}`).toBe(true);
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });

  it('quote single quotes safely in shell and JavaScript strings', () => {
    const op = doc.operations.find((o) => o.slug === 'spawn-agent-v-1-spawn-agent-post')!;
    const tricky = {
      ...op,
      requestBody: { required: true, content: [{ contentType: 'application/json', example: { message: "it's" }, hasExample: true }] },
    };
    const [curl, , js] = codeSamples(tricky, doc);
    expect(curl.code).toContain(`"message": "it'\\''s"`);
    expect(js.code).toContain(`"message": "it's"`);
  });
});

describe('pythonLiteral', () => {
  it('writes true, false and null the Python way and keeps strings JSON-escaped', () => {
    expect(pythonLiteral({ a: true, b: false, c: null, d: [1, 'x"y'] })).toBe(
      '{\n    "a": True,\n    "b": False,\n    "c": None,\n    "d": [\n        1,\n        "x\\"y",\n    ],\n}',
    );
    expect(pythonLiteral([])).toBe('[]');
    expect(pythonLiteral({})).toBe('{}');
  });
});

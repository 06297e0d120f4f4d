import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { movePayload, payloadFromFile, payloadPathOf } from './payload-file';

const push = (seg: unknown[]) => `<script>self.__next_f.push(${JSON.stringify(seg)})</script>`;
const page = (...pushes: string[]) =>
  [
    '<html><head></head><body><main><p>Text</p></main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...pushes,
    '</body></html>',
  ].join('');

describe('movePayload', () => {
  it("removes the inline payload scripts when their texts together are the route file's text", () => {
    const html = page(push([1, '0:{"a":1}\n']), push([1, '1:"</script>"\n']));
    const { html: out, moved } = movePayload(html, '0:{"a":1}\n1:"</script>"\n');
    expect(moved).toBe(true);
    expect(out).not.toContain('self.__next_f.push([1');
    // The bootstrap push and the page itself stay.
    expect(out).toContain('.push([0])');
    expect(out).toContain('<p>Text</p>');
  });

  it('keeps the page as it is when the file differs, is a part of the payload, or other pushes are present', () => {
    const html = page(push([1, 'a']), push([1, 'b']));
    expect(movePayload(html, 'ab!')).toEqual({ html, moved: false });
    expect(movePayload(html, 'a')).toEqual({ html, moved: false });
    const withForm = page(push([1, 'a']), push([2, 'form state']));
    expect(movePayload(withForm, 'a')).toEqual({ html: withForm, moved: false });
    const noPayload = page();
    expect(movePayload(noPayload, '')).toEqual({ html: noPayload, moved: false });
  });
});

describe('payloadPathOf', () => {
  it("names the route's .txt file beside the page", () => {
    expect(payloadPathOf('index.html')).toBe('index.txt');
    expect(payloadPathOf('quickstart/installation.html')).toBe('quickstart/installation.txt');
    expect(payloadPathOf('next/index.html')).toBe('next/index.txt');
  });
});

describe('payloadFromFile', () => {
  it("moves the payload out when the route's file beside the page holds it, giving its URL under the base URL", () => {
    const dir = mkdtempSync(join(tmpdir(), 'payload-'));
    mkdirSync(join(dir, 'usage'));
    writeFileSync(join(dir, 'usage', 'web-ui.txt'), 'ab');
    const html = page(push([1, 'a']), push([1, 'b']));
    const moved = payloadFromFile(dir, 'usage/web-ui.html', html, '/pr-7/');
    expect(moved?.url).toBe('/pr-7/usage/web-ui.txt');
    expect(moved?.html).not.toContain('self.__next_f.push([1');
    expect(payloadFromFile(dir, 'usage/other.html', html, '/')).toBeNull();
    writeFileSync(join(dir, 'usage', 'web-ui.txt'), 'abc');
    expect(payloadFromFile(dir, 'usage/web-ui.html', html, '/')).toBeNull();
  });
});

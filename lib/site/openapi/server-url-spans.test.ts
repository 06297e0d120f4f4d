import { describe, expect, it } from 'vitest';
import { highlightedPre } from './highlight';
import { codeForServer, sameForEveryServer, serverUrlSpans } from './server-url-spans';

const SERVERS = ['https://eu.clinic.example/v1', 'https://us.clinic.example/v1', 'http://localhost:8080'];

/** The text a reader sees with server `k` picked: the other servers' spans left out, tags removed. */
const shownFor = (html: string, k: number) =>
  html
    .replace(/<span data-server-url="(\d)">([^<]*)<\/span>/g, (_, i: string, url: string) => (Number(i) === k ? url : ''))
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'");

describe('serverUrlSpans', () => {
  it("replaces each occurrence of the first server's URL with one span per server, in server order", () => {
    const code = "curl https://eu.clinic.example/v1/pets/1 \\\n  --header 'Referer: https://eu.clinic.example/v1'";
    const html = `<pre><code>${code}</code></pre>`;
    const out = serverUrlSpans(html, code, SERVERS)!;
    const spans =
      '<span data-server-url="0">https://eu.clinic.example/v1</span>' +
      '<span data-server-url="1">https://us.clinic.example/v1</span>' +
      '<span data-server-url="2">http://localhost:8080</span>';
    expect(out).toBe(`<pre><code>curl ${spans}/pets/1 \\\n  --header 'Referer: ${spans}'</code></pre>`);
  });

  it("shows, for each server picked, exactly the code the generator would write for that server, in Shiki's HTML", async () => {
    const code = 'import requests\n\nresponse = requests.get("https://eu.clinic.example/v1/pets/1")';
    const out = serverUrlSpans(await highlightedPre(code, 'python'), code, SERVERS)!;
    expect(out).toBeDefined();
    SERVERS.forEach((url, k) => expect(shownFor(out, k)).toBe(codeForServer(code, SERVERS, url)));
  });

  it('gives up where the HTML does not hold the URL whole as often as the code does', () => {
    const code = 'url = "https://eu.clinic.example/v1"';
    const split = '<span>url = "https://eu.clinic.</span><span>example/v1"</span>';
    expect(serverUrlSpans(split, code, SERVERS)).toBeUndefined();
  });

  it('gives up where the code does not name the first server, or a URL has a character HTML escapes', () => {
    expect(serverUrlSpans('<code>x</code>', 'x', SERVERS)).toBeUndefined();
    const code = 'curl https://a.example/?k=1&j=2';
    expect(serverUrlSpans(`<code>${code}</code>`, code, ['https://a.example/?k=1&j=2', 'https://b.example'])).toBeUndefined();
  });
});

describe('sameForEveryServer', () => {
  it("holds when each server's code is the first's with the URL replaced", () => {
    const codes = SERVERS.map((url) => `curl ${url}/pets`);
    expect(sameForEveryServer(codes, SERVERS)).toBe(true);
  });

  it('fails when a language writes another server differently (its host apart), or the code names no server', () => {
    const codes = ['host := "eu.clinic.example"', 'host := "us.clinic.example"', 'host := "localhost:8080"'];
    expect(sameForEveryServer(codes, SERVERS)).toBe(false);
    expect(sameForEveryServer(['same', 'same', 'same'], SERVERS)).toBe(false);
  });
});

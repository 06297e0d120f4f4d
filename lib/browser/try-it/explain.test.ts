import { describe, expect, it } from 'vitest';
import { browserBlocks, explainFailure, hostKind } from './explain';

const network = { kind: 'network' } as const;

describe('explainFailure', () => {
  it('https page on a public host → http://localhost: the browser blocks it (mixed content and private network)', () => {
    const e = explainFailure('https://docs.ra-aid.ai/api/get-config', 'http://localhost:1818/config', network);
    expect(e.kind).toBe('blocked');
    expect(e.message).toContain('mixed content');
    expect(e.message).toContain('Private Network Access');
    expect(e.message).toContain('`npm start`');
    expect(e.message).toContain('cURL sample');
  });

  it('https page on a public host → https on a private address: blocked as a private network request only', () => {
    const e = explainFailure('https://docs.ra-aid.ai/api/x', 'https://192.168.1.20:1818/config', network);
    expect(e.kind).toBe('blocked');
    expect(e.message).not.toContain('mixed content');
    expect(e.message).toContain('Private Network Access');
  });

  it('http page (the docs opened locally) → localhost: no server answered, start one', () => {
    const e = explainFailure('http://127.0.0.1:3000/api/get-config', 'http://localhost:1818/config', network);
    expect(e).toEqual({
      kind: 'no-server',
      message:
        'No RA.Aid server answered at http://localhost:1818. Start one with `ra-aid --server` (default port 1818) and try again.',
    });
  });

  it('https page on a public host → https remote server: not blocked; no answer or CORS', () => {
    const e = explainFailure('https://docs.ra-aid.ai/api/x', 'https://ra-aid.example.com/config', network);
    expect(e.kind).toBe('unreachable');
    expect(e.message).toContain('https://ra-aid.example.com');
    expect(e.message).toContain('CORS');
  });

  it('an HTTP error is an answer, not a network failure, even from a page that would block a network request', () => {
    const e = explainFailure('https://docs.ra-aid.ai/api/x', 'http://localhost:1818/v1/session/99', {
      kind: 'http',
      status: 404,
      statusText: 'Not Found',
    });
    expect(e).toEqual({
      kind: 'http-error',
      message: 'The server at http://localhost:1818 answered with an error (404 Not Found); its response is below.',
    });
  });

  it('a cancelled request says so', () => {
    expect(explainFailure('http://localhost:3000/', 'http://localhost:1818/', { kind: 'aborted' }).kind).toBe(
      'cancelled',
    );
  });
});

describe('browserBlocks', () => {
  it('blocks nothing for docs served from this machine or a private network', () => {
    expect(browserBlocks('https://localhost:3000/', 'http://localhost:1818/')).toEqual({
      mixedContent: false,
      privateNetwork: false,
    });
    expect(browserBlocks('http://10.0.0.5/', 'http://127.0.0.1:1818/')).toEqual({
      mixedContent: false,
      privateNetwork: false,
    });
  });

  it('blocks a public http page calling this machine (private network) but not for mixed content', () => {
    expect(browserBlocks('http://docs.example.com/', 'http://127.0.0.1:1818/')).toEqual({
      mixedContent: false,
      privateNetwork: true,
    });
  });
});

describe('hostKind', () => {
  it.each([
    ['localhost', 'loopback'],
    ['api.localhost', 'loopback'],
    ['127.0.0.1', 'loopback'],
    ['127.5.0.1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0.0.0.0', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.0.10', 'private'],
    ['[fd12::1]', 'private'],
    ['devbox', 'private'],
    ['printer.local', 'private'],
    ['8.8.8.8', 'public'],
    ['docs.ra-aid.ai', 'public'],
  ])('%s is %s', (host, kind) => {
    expect(hostKind(host)).toBe(kind);
  });

  it('speaks of the API, not of ra-aid --server, when the document is not RA.Aid’s', () => {
    const e = explainFailure('http://127.0.0.1:3000/api/x', 'http://localhost:8080/pets', { kind: 'network' }, false);
    expect(e.kind).toBe('unreachable');
    expect(e.message).toContain('No answer from http://localhost:8080.');
    expect(e.message).not.toContain('RA.Aid');
    expect(e.message).not.toContain('ra-aid');
  });
});

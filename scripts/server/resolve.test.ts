import { describe, expect, it } from 'vitest';
import { resolveRequestPath } from './resolve';

describe('resolveRequestPath', () => {
  it('serves exact routes and drops the query', () => {
    expect(resolveRequestPath('/usage/web-ui?x=1')).toEqual({ kind: 'path', path: '/usage/web-ui' });
    expect(resolveRequestPath('/')).toEqual({ kind: 'path', path: '/' });
  });

  it('treats .html and /index.html endings as the path without them; empty becomes /', () => {
    expect(resolveRequestPath('/usage/web-ui.html')).toEqual({ kind: 'path', path: '/usage/web-ui' });
    expect(resolveRequestPath('/index.html')).toEqual({ kind: 'path', path: '/' });
    expect(resolveRequestPath('/configuration/index.html')).toEqual({ kind: 'path', path: '/configuration' });
  });

  it('ignores a trailing slash', () => {
    expect(resolveRequestPath('/usage/web-ui/')).toEqual({ kind: 'path', path: '/usage/web-ui' });
  });

  it('never resolves dot-dot segments, plain or encoded', () => {
    for (const url of [
      '/../etc/passwd',
      '/%2e%2e/package.json',
      '/a/%2E%2E/%2E%2E/x',
      '/..%2fpackage.json',
      '/a/..\\..\\x',
    ]) {
      expect(resolveRequestPath(url)).toEqual({ kind: 'not-found' });
    }
  });

  it('rejects NUL bytes and undecodable paths as bad requests', () => {
    expect(resolveRequestPath('/a%00b')).toEqual({ kind: 'bad-request' });
    expect(resolveRequestPath('/%E0%A4%A')).toEqual({ kind: 'bad-request' });
  });

  it('serves under a base path and nothing outside it', () => {
    expect(resolveRequestPath('/pr-42/usage/web-ui', '/pr-42/')).toEqual({ kind: 'path', path: '/usage/web-ui' });
    expect(resolveRequestPath('/pr-42/', '/pr-42/')).toEqual({ kind: 'path', path: '/' });
    expect(resolveRequestPath('/pr-42', '/pr-42/')).toEqual({ kind: 'path', path: '/' });
    expect(resolveRequestPath('/pr-42/index.html', '/pr-42/')).toEqual({ kind: 'path', path: '/' });
    expect(resolveRequestPath('/usage/web-ui', '/pr-42/')).toEqual({ kind: 'not-found' });
    expect(resolveRequestPath('/pr-421/x', '/pr-42/')).toEqual({ kind: 'not-found' });
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { missingRoutes } from './missing-routes.mjs';

const manifest = (routes: string[]) =>
  JSON.stringify({ version: 4, routes: Object.fromEntries(routes.map((r) => [r, {}])) });

describe('missingRoutes (the check at the end of npm run build)', () => {
  it('finds every route as index.html, 404.html, <route>.html, <route>/index.html or a route file', () => {
    const root = fixtureTree({
      'prerender-manifest.json': manifest([
        '/',
        '/_not-found',
        '/_global-error',
        '/usage/web-ui',
        '/category/api',
        '/llms.txt',
      ]),
      'out/index.html': '',
      'out/404.html': '',
      'out/usage/web-ui.html': '',
      'out/category/api/index.html': '',
      'out/llms.txt': '',
    });
    expect(missingRoutes(join(root, 'out'), join(root, 'prerender-manifest.json'))).toEqual([]);
  });

  it('lists the routes without a file, as an export from a stale manifest leaves them', () => {
    const root = fixtureTree({
      'prerender-manifest.json': manifest(['/', '/_not-found', '/quickstart/installation', '/search-index.json']),
      'out/_next/static/chunks/a.js': '',
      'out/search-index.json': '{}',
    });
    expect(missingRoutes(join(root, 'out'), join(root, 'prerender-manifest.json'))).toEqual([
      '/',
      '/_not-found',
      '/quickstart/installation',
    ]);
  });
});

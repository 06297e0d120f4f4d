import { describe, expect, it } from 'vitest';
import {
  absoluteFileUrl,
  absoluteUrl,
  applyTrailingSlash,
  normalizeRoute,
  stripHtmlSuffix,
  withBase,
  withoutBase,
} from './index';

describe('path helpers', () => {
  it('strips .html and /index.html, and an empty result becomes /', () => {
    expect(stripHtmlSuffix('/usage/web-ui.html')).toBe('/usage/web-ui');
    expect(stripHtmlSuffix('/index.html')).toBe('/');
    expect(stripHtmlSuffix('/configuration/index.html')).toBe('/configuration');
    expect(stripHtmlSuffix('.html')).toBe('/');
    expect(stripHtmlSuffix('/usage/web-ui')).toBe('/usage/web-ui');
  });

  it('applies the trailing-slash rule but never to / or to anchors', () => {
    expect(applyTrailingSlash('/a/b', true)).toBe('/a/b/');
    expect(applyTrailingSlash('/a/b/', false)).toBe('/a/b');
    expect(applyTrailingSlash('/a/b#x', true)).toBe('/a/b/#x');
    expect(applyTrailingSlash('/', true)).toBe('/');
    expect(applyTrailingSlash('/a/b/', undefined)).toBe('/a/b/');
  });

  it('prefixes the base URL once and leaves external URLs alone', () => {
    expect(withBase('/pr-42/', 'img/logo.svg')).toBe('/pr-42/img/logo.svg');
    expect(withBase('/pr-42/', '/img/logo.svg')).toBe('/pr-42/img/logo.svg');
    expect(withBase('/pr-42/', '/pr-42/img/logo.svg')).toBe('/pr-42/img/logo.svg');
    expect(withBase('/', '/x')).toBe('/x');
    expect(withBase('/pr-42/', 'https://ra-aid.ai')).toBe('https://ra-aid.ai');
  });

  it('takes the base URL off a path inside it, with or without its trailing slash, and gives / for the base itself', () => {
    expect(withoutBase('/pr-42/', '/pr-42/usage/web-ui')).toBe('/usage/web-ui');
    expect(withoutBase('/pr-42', '/pr-42/usage/')).toBe('/usage/');
    expect(withoutBase('/pr-42/', '/pr-42/')).toBe('/');
    expect(withoutBase('/pr-42/', '/pr-42')).toBe('/');
    expect(withoutBase('/a/b/', '/a/b/c')).toBe('/c');
  });

  it('says a path outside the base is outside, even when it starts with the same letters', () => {
    expect(withoutBase('/pr-42/', '/pr-420/usage')).toBeUndefined();
    expect(withoutBase('/pr-42/', '/usage')).toBeUndefined();
    expect(withoutBase('/pr-42/', '/pr-42#x')).toBeUndefined();
  });

  it('leaves every path as it is under the root base and does no decoding', () => {
    expect(withoutBase('/', '/usage')).toBe('/usage');
    expect(withoutBase('/', '')).toBe('');
    expect(withoutBase('/pr-42/', '/pr-42/a%20b')).toBe('/a%20b');
  });

  it('builds absolute URLs from url, base URL and route', () => {
    const site = { url: 'https://docs.ra-aid.ai', baseUrl: '/', trailingSlash: undefined };
    expect(absoluteUrl(site, '/')).toBe('https://docs.ra-aid.ai/');
    expect(absoluteUrl(site, '/usage/web-ui')).toBe('https://docs.ra-aid.ai/usage/web-ui');
    expect(absoluteUrl({ ...site, baseUrl: '/pr-42/' }, '/')).toBe('https://docs.ra-aid.ai/pr-42/');
  });

  it('builds absolute file URLs with the base URL but without the trailing-slash rule, and keeps absolute URLs', () => {
    const site = { url: 'https://docs.ra-aid.ai', baseUrl: '/pr-42/', trailingSlash: true };
    expect(absoluteFileUrl(site, 'sitemap.xml')).toBe('https://docs.ra-aid.ai/pr-42/sitemap.xml');
    expect(absoluteFileUrl(site, '/img/cards/index.png')).toBe('https://docs.ra-aid.ai/pr-42/img/cards/index.png');
    expect(absoluteFileUrl(site, 'https://cdn.example.com/card.png')).toBe('https://cdn.example.com/card.png');
  });
});

describe('normalizeRoute', () => {
  it('drops trailing slashes and keeps the root as /', () => {
    expect(normalizeRoute('/a/b/')).toBe('/a/b');
    expect(normalizeRoute('/a')).toBe('/a');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { markdownPath, routeOfMarkdownPath } from '../../../shared/paths/outputs';
import { absoluteLink, markdownUrl } from './urls';

const SITE = { url: 'https://docs.ra-aid.ai', baseUrl: '/' };
const PREVIEW = { url: 'https://docs.ra-aid.ai', baseUrl: '/pr-42/' };

describe('Markdown twin paths', () => {
  it('put the twin at the route plus .md, and the landing page at /index.md', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/quickstart/installation')).toBe('/quickstart/installation.md');
    expect(markdownPath('/1.0/guide/setup/')).toBe('/1.0/guide/setup.md');
    expect(routeOfMarkdownPath('/index.md')).toBe('/');
    expect(routeOfMarkdownPath('/quickstart/installation.md')).toBe('/quickstart/installation');
    expect(routeOfMarkdownPath('/quickstart/installation')).toBeUndefined();
  });

  it('give absolute twin URLs with the base path and never a trailing slash', () => {
    expect(markdownUrl(SITE, '/')).toBe('https://docs.ra-aid.ai/index.md');
    expect(markdownUrl(PREVIEW, '/usage/web-ui')).toBe('https://docs.ra-aid.ai/pr-42/usage/web-ui.md');
    expect(markdownUrl({ ...SITE, trailingSlash: true }, '/usage/web-ui')).toBe(
      'https://docs.ra-aid.ai/usage/web-ui.md',
    );
  });
});

describe('absoluteLink', () => {
  it('leaves external and mail links alone', () => {
    expect(absoluteLink(SITE, 'https://aider.chat', '/x')).toBe('https://aider.chat');
    expect(absoluteLink(SITE, 'mailto:a@b.c', '/x')).toBe('mailto:a@b.c');
  });

  it('points in-page anchors at the page itself', () => {
    expect(absoluteLink(PREVIEW, '#tables', '/usage/web-ui')).toBe('https://docs.ra-aid.ai/pr-42/usage/web-ui#tables');
    expect(absoluteLink(SITE, '#top', '/')).toBe('https://docs.ra-aid.ai/#top');
  });

  it('resolves relative paths against the page route like a browser would', () => {
    expect(absoluteLink(SITE, './monorepo', '/usage/web-ui')).toBe('https://docs.ra-aid.ai/usage/monorepo');
    expect(absoluteLink(SITE, '../quickstart/installation#x', '/usage/web-ui')).toBe(
      'https://docs.ra-aid.ai/quickstart/installation#x',
    );
    expect(absoluteLink(SITE, 'img/a.png', '/')).toBe('https://docs.ra-aid.ai/img/a.png');
  });
});

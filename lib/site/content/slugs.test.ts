import { describe, expect, it } from 'vitest';
import { categoryIndexRoute, guideRoute } from './slugs';

describe('routes of guides and categories', () => {
  it('uses the file path without extension by default', () => {
    expect(guideRoute('quickstart', 'installation')).toBe('/quickstart/installation');
    expect(guideRoute('', 'contributing')).toBe('/contributing');
  });

  it('uses an absolute front-matter slug as given (intro at /)', () => {
    expect(guideRoute('', 'intro', '/')).toBe('/');
    expect(guideRoute('usage', 'web-ui', '/web')).toBe('/web');
  });

  it('resolves a relative slug against the doc folder', () => {
    expect(guideRoute('usage', 'web-ui', 'browser')).toBe('/usage/browser');
  });

  it('maps index files to their folder and removes trailing slashes', () => {
    expect(guideRoute('guides', 'index', undefined, true)).toBe('/guides');
    expect(guideRoute('', 'index', undefined, true)).toBe('/');
    expect(guideRoute('', 'a', '/b/')).toBe('/b');
  });

  it('derives category index routes from the label', () => {
    expect(categoryIndexRoute('Quick Start')).toBe('/category/quick-start');
    expect(categoryIndexRoute('Configuration')).toBe('/category/configuration');
    expect(categoryIndexRoute('API')).toBe('/category/api');
    expect(categoryIndexRoute('Usage', '/category/how-to')).toBe('/category/how-to');
  });
});

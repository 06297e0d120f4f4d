import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { announcementScript, baseUrlBannerScript, colorModeScript } from './inline-scripts';

/** Runs a pre-paint script against a fake document/localStorage and returns the <html> attributes it set. */
function run(
  script: string,
  opts: { stored?: Record<string, string>; search?: string; prefersDark?: boolean; throwing?: boolean } = {},
) {
  const attrs: Record<string, string> = {};
  const storage = {
    getItem(key: string) {
      if (opts.throwing) throw new Error('denied');
      return opts.stored?.[key] ?? null;
    },
  };
  runInNewContext(script, {
    document: { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } },
    location: { search: opts.search ?? '' },
    URLSearchParams,
    localStorage: storage,
    matchMedia: (q: string) => ({ matches: q.includes('dark') ? Boolean(opts.prefersDark) : !opts.prefersDark }),
  });
  return attrs;
}

describe('colour-mode pre-paint script', () => {
  const dark = colorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: false });
  it('applies the default (dark) when nothing is stored and ignores the OS preference', () => {
    expect(run(dark, { prefersDark: false })['data-theme']).toBe('dark');
  });
  it('applies the stored theme verbatim', () => {
    expect(run(dark, { stored: { theme: 'light' } })['data-theme']).toBe('light');
  });
  it('survives storage that throws', () => {
    expect(run(dark, { throwing: true })['data-theme']).toBe('dark');
  });
  it('the ?docusaurus-theme query value wins over storage', () => {
    expect(run(dark, { stored: { theme: 'dark' }, search: '?docusaurus-theme=light' })['data-theme']).toBe('light');
  });
  it('follows the OS preference when respectPrefersColorScheme is on', () => {
    const os = colorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(run(os, { prefersDark: false })['data-theme']).toBe('light');
    expect(run(os, { prefersDark: true })['data-theme']).toBe('dark');
  });
});

describe('announcement pre-paint script', () => {
  it('marks the bar initially dismissed only when the dismissal is stored as "true"', () => {
    expect(run(announcementScript(), { stored: { 'docusaurus.announcement.dismiss': 'true' } })).toEqual({
      'data-announcement-bar-initially-dismissed': 'true',
    });
    expect(
      run(announcementScript(), { stored: { 'docusaurus.announcement.dismiss': 'false' } })[
        'data-announcement-bar-initially-dismissed'
      ],
    ).toBe('false');
    expect(run(announcementScript(), { throwing: true })['data-announcement-bar-initially-dismissed']).toBe('false');
  });
});

describe('base-URL banner script', () => {
  it('names the configured base URL, escaped, and marks "/" as the default value', () => {
    expect(baseUrlBannerScript('/')).toContain('(default value)');
    const custom = baseUrlBannerScript('/docs/<x>/');
    expect(custom).not.toContain('(default value)');
    expect(custom).toContain('/docs/&#60;x&#62;/');
  });
});

import { describe, expect, it } from 'vitest';
import { lighthouseMeetsTargets, renderReport } from './report';
import type { BenchResults, LighthouseResult } from './results';

const lh = (performance: number, cls = 0, preset: 'mobile' | 'desktop' = 'mobile'): LighthouseResult => ({
  route: '/',
  preset,
  runs: 3,
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcp: 900, lcp: 1200, tbt: 10, cls },
  failing: [],
});

describe('benchmark report', () => {
  it('Lighthouse targets: mobile performance at least 98, the other categories 100 and CLS 0', () => {
    expect(lighthouseMeetsTargets(lh(98))).toBe(true);
    expect(lighthouseMeetsTargets(lh(97))).toBe(false);
    expect(lighthouseMeetsTargets(lh(97, 0, 'desktop'))).toBe(true);
    expect(lighthouseMeetsTargets(lh(100, 0.01))).toBe(false);
  });

  it('marks a route over the JS budget with ✗ and one under it with ✓', () => {
    const weight = (route: string, js: number) => ({
      route,
      status: 200,
      requests: 10,
      transferBytes: 1000,
      js: { count: 3, raw: js * 3, gzip: js },
      css: { count: 1, raw: 1000, gzip: 500 },
      html: { count: 1, raw: 1000, gzip: 400 },
    });
    const results: BenchResults = {
      date: '2026-11-22',
      machine: { cpus: 2, node: '20' },
      weights: [weight('/a', 150 * 1024), weight('/b', 171 * 1024)],
    };
    const md = renderReport(results);
    expect(md).toContain('| `/a` | 200 | 10 | 1.0 KiB | 150.0 KiB ✓ |');
    expect(md).toContain('| `/b` | 200 | 10 | 1.0 KiB | 171.0 KiB ✗ |');
  });

  it('reports both first-keystroke cases against the 150 ms target', () => {
    const latency = { firstQueryMs: 30, queries: { n: 100, p50: 0.5, p95: 2, min: 0.1, max: 3 } };
    const md = renderReport({
      date: 'd',
      machine: { cpus: 2, node: '20' },
      search: {
        index: { files: 1, raw: 1000, gzip: 500, largestGzip: 500 },
        node: latency,
        browser: latency,
        keystroke: [
          { mode: 'idle', runs: [100, 110, 120], medianMs: 110 },
          { mode: 'hydrated', runs: [190, 200, 210], medianMs: 200 },
        ],
      },
    });
    expect(md).toContain('| page loaded and idle | 110 ms | 100, 110, 120 | ✓ |');
    expect(md).toContain('| key pressed the moment hydration ends | 200 ms | 190, 200, 210 | ✗ |');
    expect(md).toContain('| Node | 30 ms | n/a | 0.50 ms | 2.00 ms | ✓ |');
  });
});

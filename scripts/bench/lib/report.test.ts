import { describe, expect, it } from 'vitest';
import { lighthouseMeetsTargets, renderReport } from './report';
import type { BenchResults, LighthouseResult } from './results';
import { routeWeight } from './test-weight';

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

  it('without a floor, marks a route over the absolute JS budget with ✗ and one under it with ✓', () => {
    const weight = (route: string, js: number) => routeWeight(route, js);
    const results: BenchResults = {
      date: '2026-11-22',
      machine: { cpus: 2, node: '20' },
      weights: [weight('/a', 150 * 1024), weight('/b', 171 * 1024)],
    };
    const md = renderReport(results);
    expect(md).toContain('| `/a` | 200 | 10 | 1.0 KiB | 150.0 KiB ✓ |');
    expect(md).toContain('| `/b` | 200 | 10 | 1.0 KiB | 171.0 KiB ✗ |');
  });

  it('ends by pointing to bench/by-hand.md, since every run rewrites the report', () => {
    const md = renderReport({ date: 'd', machine: { cpus: 2, node: '20' } });
    expect(md.trimEnd().split('\n').at(-1)).toBe(
      'Measurements made by hand (large real APIs, CI time, build experiments) are in [by-hand.md](by-hand.md), which `npm run bench` does not rewrite.',
    );
  });

  it('with a floor, gives requests, bytes and JS as ratios to it and checks JS against floor + 12 KiB', () => {
    const weight = (route: string, js: number, requests = 10) =>
      routeWeight(route, js, { requests, transferBytes: 2048 });
    const md = renderReport({
      date: 'd',
      machine: { cpus: 2, node: '20' },
      weights: [weight('/a', 112 * 1024, 20), weight('/b', 114 * 1024)],
      floor: { next: '16.4.5', buildMs: 5000, weights: [weight('/', 100 * 1024, 5)] },
    });
    expect(md).toContain(
      '| `/a` | 200 | 20 (4.00× floor) | 2.0 KiB (1.00× floor) | 112.0 KiB (1.12× floor, +12.0 KiB) ✓ |',
    );
    expect(md).toContain(
      '| `/b` | 200 | 10 (2.00× floor) | 2.0 KiB (1.00× floor) | 114.0 KiB (1.14× floor, +14.0 KiB) ✗ |',
    );
    expect(md).toContain('Next.js 16.4.5');
  });

  it('marks the mobile LCP of a target route against 1.0 s and 1.3× the floor, with ratios per preset', () => {
    const md = renderReport({
      date: 'd',
      machine: { cpus: 2, node: '20' },
      lighthouse: [{ ...lh(99), metrics: { fcp: 900, lcp: 1200, tbt: 10, cls: 0 } }],
      floor: {
        next: '16.4.5',
        buildMs: 1,
        lighthouse: [{ ...lh(100), metrics: { fcp: 600, lcp: 1000, tbt: 0, cls: 0 } }],
      },
    });
    expect(md).toContain(
      '| `/` | mobile | 99 (0.99× floor) | 100 | 100 | 100 | 900 ms (1.50× floor) | 1200 ms (1.20× floor) | 10 ms | 0.000 | ✓ | ✗ |',
    );
  });

  it('marks the 2,000-page scale row against 150 s, 1.5 GiB and 400 MiB', () => {
    const row = (syntheticPages: number) => ({
      syntheticPages,
      htmlPages: syntheticPages + 34,
      build: { wallMs: 140_000, peakRssBytes: 1600 * 2 ** 20, ok: true },
      outBytes: 300 * 2 ** 20,
      index: { files: 1, raw: 1, gzip: 1, largestGzip: 1 },
      search: { firstQueryMs: 10, queries: { n: 1, p50: 1, p95: 1, min: 1, max: 1 } },
    });
    const md = renderReport({ date: 'd', machine: { cpus: 2, node: '20' }, scale: [row(200), row(2000)] });
    expect(md).toContain('| 200 | 234 | 140.0 s | 1600 MiB | 300 MiB |');
    expect(md).toContain('| 2000 | 2034 | 140.0 s ✓ | 1600 MiB ✗ | 300 MiB ✓ |');
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

  it('names the run each part comes from when a partial run kept the numbers of earlier ones, and not otherwise', () => {
    const one = { date: '2026-11-27T15:00:00Z', commit: 'aaaaaaa' };
    const two = { date: '2026-11-27T17:00:00Z', commit: 'bbbbbbb' };
    const base = { date: two.date, machine: { cpus: 2, node: '20', commit: two.commit } };
    const mixed = renderReport({ ...base, stamps: { build: one, weight: one, 'api-scale': two } });
    expect(mixed).toContain(
      'Parts by run: build, weight (commit `aaaaaaa`, 2026-11-27T15:00:00Z); api-scale (commit `bbbbbbb`, 2026-11-27T17:00:00Z).',
    );
    expect(renderReport({ ...base, stamps: { build: two, 'api-scale': two } })).not.toContain('Parts by run');
  });

  it('names the largest API pages of the API scale run, largest first, and marks the largest against 300 KB', () => {
    const md = renderReport({
      date: 'd',
      machine: { cpus: 2, node: '20' },
      apiScale: {
        operations: 1000,
        build: { wallMs: 300_000, peakRssBytes: 2 ** 30, ok: true },
        outBytes: 2 ** 29,
        apiPages: 1001,
        apiHtmlMedianBytes: 200 * 1024,
        apiHtmlMaxBytes: 500 * 1024,
        apiHtmlLargest: [
          { page: 'synthetic-api', bytes: 500 * 1024 },
          { page: 'replace-resource-1', bytes: 400 * 1024 },
        ],
        nestedFieldsPages: 800,
        nestedFieldsHtmlMaxBytes: 120 * 1024,
      },
    });
    expect(md).toContain('| 1000 | 1001 | 300.0 s | 1024 MiB | 512 MiB | 200 KB | 500 KB ✗ |');
    expect(md).toContain('Largest pages: `synthetic-api` 500 KB, `replace-resource-1` 400 KB.');
    expect(md).toContain('not counted above): 800, the largest 120 KB.');
  });
});

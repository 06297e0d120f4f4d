import { describe, expect, it } from 'vitest';
import {
  floorRatio,
  issueTargets,
  jsMeetsFloorTarget,
  KIB,
  lcpMeetsTarget,
  scaleMeetsTargets,
  uncompressedTextRequests,
  withFloor,
} from './floor';
import type { BenchResults, LighthouseResult, ScaleResult } from './results';
import { routeWeight } from './test-weight';

const lh = (route: string, lcp: number, preset: 'mobile' | 'desktop' = 'mobile'): LighthouseResult => ({
  route,
  preset,
  runs: 3,
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { fcp: 700, lcp, tbt: 20, cls: 0 },
  failing: [],
});

const scale = (syntheticPages: number, wallMs: number, peakMiB: number, outMiB: number): ScaleResult => ({
  syntheticPages,
  htmlPages: syntheticPages + 34,
  build: { wallMs, peakRssBytes: peakMiB * 2 ** 20, ok: true },
  outBytes: outMiB * 2 ** 20,
  index: { files: 1, raw: 1, gzip: 1, largestGzip: 1 },
  search: { firstQueryMs: 10, queries: { n: 1, p50: 1, p95: 1, min: 1, max: 1 } },
});

describe('floor ratios', () => {
  it('writes a figure with its ratio to the floor to two decimals', () => {
    expect(withFloor('149.6 KiB', 149.6, 136)).toBe('149.6 KiB (1.10× floor)');
  });

  it('leaves the ratio out when the floor is missing or zero (a desktop TBT of 0 ms)', () => {
    expect(floorRatio(10, undefined)).toBeUndefined();
    expect(floorRatio(10, 0)).toBeUndefined();
    expect(withFloor('12 ms', 12, 0)).toBe('12 ms');
  });
});

describe('issue targets against the floor', () => {
  it('JS passes up to exactly the floor plus 12 KiB and fails one byte above', () => {
    expect(jsMeetsFloorTarget(100 * KIB + 12 * KIB, 100 * KIB)).toBe(true);
    expect(jsMeetsFloorTarget(100 * KIB + 12 * KIB + 1, 100 * KIB)).toBe(false);
    expect(jsMeetsFloorTarget(120 * KIB, undefined)).toBeUndefined();
  });

  it('a route whose LCP passes fails its row on a TBT over 100 ms or a CLS above 0', () => {
    const floor = { next: '16.4.5', buildMs: 1, weights: [], lighthouse: [lh('/', 800)] };
    const withMetrics = (tbt: number, cls: number): BenchResults => ({
      date: 'd',
      machine: { cpus: 2, node: '20' },
      lighthouse: [{ ...lh('/', 900), metrics: { fcp: 700, lcp: 900, tbt, cls } }],
      floor,
    });
    const row = (r: BenchResults) => issueTargets(r).find((x) => x.target.includes('`/`'))?.ok;
    expect(row(withMetrics(100, 0))).toBe(true);
    expect(row(withMetrics(101, 0))).toBe(false);
    expect(row(withMetrics(20, 0.01))).toBe(false);
  });

  it('mobile LCP must be at most 1.0 s and at most 1.3× the floor', () => {
    expect(lcpMeetsTarget(lh('/', 950), 800)).toBe(true);
    // under 1 s but 1.58× a fast floor
    expect(lcpMeetsTarget(lh('/', 950), 600)).toBe(false);
    // within 1.3× a slow floor but over 1 s
    expect(lcpMeetsTarget(lh('/', 1100), 1000)).toBe(false);
  });

  it('has no LCP verdict for desktop, for routes outside the five, or without a floor', () => {
    expect(lcpMeetsTarget(lh('/', 500, 'desktop'), 400)).toBeUndefined();
    expect(lcpMeetsTarget(lh('/configuration/logging', 500), 400)).toBeUndefined();
    expect(lcpMeetsTarget(lh('/', 500), undefined)).toBeUndefined();
  });

  it('checks the 2,000-page build for time, peak memory and out/ size, and no other page count', () => {
    expect(scaleMeetsTargets(scale(2000, 150_000, 1535, 399))).toEqual({ build: true, peak: true, out: true });
    expect(scaleMeetsTargets(scale(2000, 236_000, 1902, 770))).toEqual({ build: false, peak: false, out: false });
    expect(scaleMeetsTargets(scale(200, 500_000, 5000, 5000))).toBeUndefined();
  });

  it('sums the targets: the worst route decides the JS row, the slowest control the press row, every keystroke case the search row', () => {
    const weight = (route: string, js: number) => routeWeight(route, js);
    const r: BenchResults = {
      date: 'd',
      machine: { cpus: 2, node: '20' },
      weights: [weight('/', 110 * KIB), weight('/search', 120 * KIB)],
      lighthouse: [lh('/', 900)],
      floor: { next: '16.4.5', buildMs: 1, weights: [weight('/', 105 * KIB)], lighthouse: [lh('/', 800)] },
      search: {
        index: { files: 1, raw: 1, gzip: 1, largestGzip: 1 },
        node: { firstQueryMs: 1, queries: { n: 1, p50: 1, p95: 1, min: 1, max: 1 } },
        browser: { firstQueryMs: 1, queries: { n: 1, p50: 1, p95: 1, min: 1, max: 1 } },
        keystroke: [
          { mode: 'idle', runs: [100], medianMs: 100 },
          { mode: 'hydrated', runs: [200], medianMs: 200 },
        ],
      },
      press: [
        { control: 'tab', route: '/a', runs: [20, 30], medianMs: 25, p95Ms: 30 },
        { control: 'colour switch', route: '/a', runs: [40, 120], medianMs: 80, p95Ms: 120 },
      ],
    };
    const rows = issueTargets(r);
    expect(rows.find((x) => x.target.includes('`/`'))).toMatchObject({
      measured: '900 ms (1.13× floor); CLS 0.000; TBT 20 ms',
      ok: true,
    });
    expect(rows.find((x) => x.target.startsWith('First press'))).toMatchObject({
      measured: 'slowest p95 120 ms (colour switch); 2 controls',
      ok: false,
    });
    expect(rows.find((x) => x.target.includes('`/search`'))).toMatchObject({ measured: 'not measured', ok: undefined });
    const js = rows.find((x) => x.target.startsWith('JS'));
    expect(js?.ok).toBe(false);
    expect(js?.measured).toContain('`/search`');
    expect(js?.measured).toContain('1 of 2 routes over');
    expect(rows.find((x) => x.target.startsWith('First search hit'))?.ok).toBe(false);
    expect(rows.filter((x) => x.target.startsWith('2,000')).every((x) => x.ok === undefined)).toBe(true);
  });
});

describe('compression check of the Lighthouse runs', () => {
  it('lists successful text responses over 1 KiB sent without compression, and nothing else', () => {
    const items = [
      { url: 'http://h/', resourceType: 'Document', transferSize: 5000, resourceSize: 20000 },
      { url: 'http://h/a.js', resourceType: 'Script', transferSize: 40500, resourceSize: 40000 },
      { url: 'http://h/tiny.js', resourceType: 'Script', transferSize: 700, resourceSize: 500 },
      { url: 'http://h/logo.png', resourceType: 'Image', transferSize: 9000, resourceSize: 8800 },
      { url: 'http://h/favicon.ico', mimeType: 'text/html', statusCode: 404, transferSize: 6000, resourceSize: 5500 },
    ];
    expect(uncompressedTextRequests(items)).toEqual(['http://h/a.js']);
  });
});

// Lighthouse (the `lighthouse` package on the system Chromium) for a few routes, mobile and desktop
// presets, the median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LCP_ROUTES, uncompressedTextRequests, type NetworkRequestItem } from './lib/floor';
import { LIGHTHOUSE_CATEGORIES, type LighthouseResult } from './lib/results';
import { median } from './lib/stats';
import { CHROME } from './serve';

const LIGHTHOUSE_ROUTES: readonly string[] = LCP_ROUTES;
const CATEGORIES = LIGHTHOUSE_CATEGORIES;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export async function runLighthouse(
  origin: string,
  runs: number,
  routes = LIGHTHOUSE_ROUTES,
  presets: readonly ('mobile' | 'desktop')[] = ['mobile', 'desktop'],
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      for (const preset of presets) {
        const samples: {
          scores: Record<string, number>;
          metrics: Record<string, number>;
          failing: string[];
          uncompressed: string[];
        }[] = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(
            `${origin}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.message}`);
          samples.push({
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
            metrics: Object.fromEntries(
              Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? Number.NaN]),
            ),
            failing: Object.values(lhr.audits)
              .filter(
                (a) =>
                  a.score !== null &&
                  a.score < 1 &&
                  a.scoreDisplayMode !== 'informative' &&
                  a.scoreDisplayMode !== 'manual' &&
                  a.scoreDisplayMode !== 'notApplicable',
              )
              .map((a) => a.id),
            uncompressed: uncompressedTextRequests(
              (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [],
            ),
          });
        }
        results.push({
          route,
          preset,
          runs,
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]),
          ) as LighthouseResult['scores'],
          metrics: Object.fromEntries(
            Object.keys(METRICS).map((k) => [k, median(samples.map((s) => s.metrics[k]))]),
          ) as LighthouseResult['metrics'],
          failing: samples[samples.length - 1].failing,
          uncompressed: [...new Set(samples.flatMap((s) => s.uncompressed))],
        });
        console.log(`lighthouse ${preset} ${route}: ${JSON.stringify(results[results.length - 1].scores)}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

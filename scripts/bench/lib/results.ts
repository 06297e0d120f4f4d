import type { Summary } from './stats';
import type { KindSize, OutKind } from './out-kinds';
import type { PageWeight } from './weight';

/** The shapes `npm run bench` writes to bench/results.json. */

export interface BuildResult {
  wallMs: number;
  /** Peak of the summed resident memory of the build and all its child processes. */
  peakRssBytes: number;
  ok: boolean;
}

export interface RouteWeight extends Omit<PageWeight, 'scripts'> {
  route: string;
  status: number;
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type Preset = 'mobile' | 'desktop';

export interface LighthouseResult {
  route: string;
  preset: Preset;
  runs: number;
  /** Category scores 0–100 (medians). */
  scores: Record<LighthouseCategory, number>;
  /** FCP, LCP, TBT in ms and CLS unitless (medians). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Audits below full score in the last run, for finding causes. */
  failing: string[];
  /** Text responses that reached Lighthouse uncompressed (any run): empty when served as a static host would. */
  uncompressed?: string[];
}

export interface IndexSize {
  files: number;
  raw: number;
  gzip: number;
  /** The largest single file, gzipped. */
  largestGzip: number;
}

export interface LatencyResult {
  /** The first query, including loading and reading the index. */
  firstQueryMs: number;
  /** Gzipped bytes of the index files the first query downloaded, when known. */
  firstQueryGzipBytes?: number;
  /** Each query of the list in a fresh session (loading what it needs), when measured. */
  coldQueries?: Summary;
  /** The fixed query list once the index is loaded. */
  queries: Summary;
}

export type KeystrokeMode = 'idle' | 'hydrated';

export interface KeystrokeResult {
  mode: KeystrokeMode;
  runs: number[];
  medianMs: number;
}

/** A first press on a control, right after hydration, to its visible effect (scripts/bench/first-press.ts). */
export interface FirstPressResult {
  control: string;
  route: string;
  runs: number[];
  medianMs: number;
  p95Ms: number;
}

export interface ScaleResult {
  syntheticPages: number;
  /** HTML pages in out/ (synthetic + the real guides, category and API pages). */
  htmlPages: number;
  build: BuildResult;
  outBytes: number;
  /** out/ by kind of file (scripts/bench/lib/out-kinds.ts). */
  outKinds?: Record<OutKind, KindSize>;
  index: IndexSize;
  search: LatencyResult;
}

/** The API scale part (scripts/bench/api-scale.ts): a synthetic OpenAPI document built as one docs version. */
export interface ApiScaleResult {
  operations: number;
  build: BuildResult;
  outBytes: number;
  /** HTML pages of the API reference (operations, overview). */
  apiPages: number;
  apiHtmlMedianBytes: number;
  apiHtmlMaxBytes: number;
  /** The three largest API pages (file names without `.html`), largest first. */
  apiHtmlLargest?: { page: string; bytes: number }[];
  /** Pages holding operations' large folds (app/nested-fields/, every part), which their pages load when a fold opens. */
  nestedFieldsPages?: number;
  nestedFieldsHtmlMaxBytes?: number;
}

/** One static server under the benchmark's bounded load (scripts/bench/server-load.ts). */
export interface ServerLoadResult {
  server: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses outside 2xx; the mix has one not-found path, so some are expected. */
  non2xx: number;
}

/** The floor (scripts/bench/floor.ts): a one-page Next.js static export built and measured in the same run. */
export interface FloorResult {
  /** The installed `next` version that built it (the site's own). */
  next: string;
  buildMs: number;
  /** Page weight of its two routes, `/` first. */
  weights?: RouteWeight[];
  /** Lighthouse of its `/`, both presets. */
  lighthouse?: LighthouseResult[];
}

/** Mobile Lighthouse medians of one route served with some of the output steps (scripts/next-output/apply.ts). */
export interface OutputStepResult {
  /** The steps applied: [] for Next's export as written. */
  steps: string[];
  route: string;
  runs: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; node: string; chromium?: string; commit?: string };
  build?: BuildResult;
  weights?: RouteWeight[];
  lighthouse?: LighthouseResult[];
  search?: { index: IndexSize; node: LatencyResult; browser: LatencyResult; keystroke: KeystrokeResult[] };
  press?: FirstPressResult[];
  scale?: ScaleResult[];
  apiScale?: ApiScaleResult;
  server?: ServerLoadResult[];
  floor?: FloorResult;
  outputSteps?: OutputStepResult[];
  /** The run each part's numbers come from (a partial run keeps the other parts' numbers). */
  stamps?: Record<string, { date: string; commit?: string }>;
}

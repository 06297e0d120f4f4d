// The benchmark's targets, several read against the floor (a one-page Next.js static export measured in the same run,
// scripts/bench/floor.ts); scripts/bench/lib/report.ts renders them.
import type { BenchResults, LighthouseResult, Preset, RouteWeight, ScaleResult } from './results';

export const KIB = 1024;

export const FLOOR_TARGETS = {
  /** JS (gzipped, loaded before any interaction) on every route: at most the floor's plus this. */
  jsOverFloorBytes: 12 * KIB,
  /** Lighthouse mobile total blocking time on LCP_ROUTES. */
  tbtMobileMs: 100,
  /** A first press on a control right after hydration to its visible effect, p95. */
  firstPressP95Ms: 100,
  /** Lighthouse mobile LCP on LCP_ROUTES: at most this… */
  lcpMobileMs: 1000,
  /** …and at most this multiple of the floor's mobile LCP. */
  lcpFloorRatio: 1.3,
  /** First keystroke on a cold page to the first search hit. */
  firstHitMs: 150,
  /** The build of SCALE_TARGET_PAGES synthetic pages. */
  scaleBuildMs: 150_000,
  scalePeakBytes: 1.5 * 2 ** 30,
  scaleOutBytes: 400 * 2 ** 20,
} as const;

/** The routes whose mobile LCP the issue sets a target for. */
export const LCP_ROUTES = [
  '/',
  '/quickstart/installation',
  '/api/spawn-agent-v-1-spawn-agent-post',
  '/category/api',
  '/search',
] as const;

export const SCALE_TARGET_PAGES = 2000;

/** `value / floor`, or undefined when there is no floor figure to divide by (none measured, or zero). */
export function floorRatio(value: number, floor: number | undefined): number | undefined {
  if (floor === undefined || !Number.isFinite(floor) || floor <= 0 || !Number.isFinite(value)) return undefined;
  return value / floor;
}

/** "149.6 KiB (1.10× floor)": a figure followed by its ratio to the floor, or the figure alone without one. */
export function withFloor(text: string, value: number, floor: number | undefined): string {
  const r = floorRatio(value, floor);
  return r === undefined ? text : `${text} (${r.toFixed(2)}× floor)`;
}

/** The floor's page weight of its home page, which every site route is compared with. */
export function floorWeight(r: BenchResults): RouteWeight | undefined {
  return r.floor?.weights?.find((w) => w.route === '/');
}

/** The floor's Lighthouse result for a preset. */
export function floorLighthouse(r: BenchResults, preset: Preset): LighthouseResult | undefined {
  return r.floor?.lighthouse?.find((l) => l.route === '/' && l.preset === preset);
}

/** Undefined without a floor. */
export function jsMeetsFloorTarget(jsGzip: number, floorJsGzip: number | undefined): boolean | undefined {
  if (floorJsGzip === undefined) return undefined;
  return jsGzip <= floorJsGzip + FLOOR_TARGETS.jsOverFloorBytes;
}

/** Both mobile LCP targets; undefined for desktop, routes without a target, or without a floor. */
export function lcpMeetsTarget(l: LighthouseResult, floorLcpMs: number | undefined): boolean | undefined {
  if (l.preset !== 'mobile' || !(LCP_ROUTES as readonly string[]).includes(l.route)) return undefined;
  const ratio = floorRatio(l.metrics.lcp, floorLcpMs);
  if (ratio === undefined) return undefined;
  return l.metrics.lcp <= FLOOR_TARGETS.lcpMobileMs && ratio <= FLOOR_TARGETS.lcpFloorRatio;
}

/** The 2,000-page build targets (time, peak memory, out/ size); undefined for other page counts. */
export function scaleMeetsTargets(x: ScaleResult): { build: boolean; peak: boolean; out: boolean } | undefined {
  if (x.syntheticPages !== SCALE_TARGET_PAGES) return undefined;
  return {
    build: x.build.wallMs <= FLOOR_TARGETS.scaleBuildMs,
    peak: x.build.peakRssBytes < FLOOR_TARGETS.scalePeakBytes,
    out: x.outBytes < FLOOR_TARGETS.scaleOutBytes,
  };
}

export interface TargetRow {
  target: string;
  measured: string;
  /** undefined: not measured in this run (or its previous ones). */
  ok: boolean | undefined;
}

const kib = (n: number) => `${(n / KIB).toFixed(1)} KiB`;

/** One row per target of the issue, for the summary at the top of the report. */
export function issueTargets(r: BenchResults): TargetRow[] {
  const rows: TargetRow[] = [];
  const floorLcp = floorLighthouse(r, 'mobile')?.metrics.lcp;
  for (const route of LCP_ROUTES) {
    const l = r.lighthouse?.find((x) => x.route === route && x.preset === 'mobile');
    const lcpOk = l ? lcpMeetsTarget(l, floorLcp) : undefined;
    rows.push({
      target: `LCP (mobile) of \`${route}\` ≤ 1.0 s and ≤ 1.3× floor; CLS 0; TBT ≤ 100 ms`,
      measured: l
        ? `${withFloor(`${l.metrics.lcp.toFixed(0)} ms`, l.metrics.lcp, floorLcp)}; CLS ${l.metrics.cls.toFixed(3)}; TBT ${l.metrics.tbt.toFixed(0)} ms`
        : 'not measured',
      ok:
        l && lcpOk !== undefined
          ? lcpOk && l.metrics.cls === 0 && l.metrics.tbt <= FLOOR_TARGETS.tbtMobileMs
          : undefined,
    });
  }
  const floorJs = floorWeight(r)?.js.gzip;
  if (r.weights?.length) {
    const worst = r.weights.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
    const over = r.weights.filter((w) => jsMeetsFloorTarget(w.js.gzip, floorJs) === false).length;
    rows.push({
      target: 'JS (gz) ≤ floor + 12 KiB on every route',
      measured:
        floorJs === undefined
          ? `largest ${kib(worst.js.gzip)} (\`${worst.route}\`), no floor measured`
          : `largest ${kib(worst.js.gzip)} (\`${worst.route}\`), floor ${kib(floorJs)}: +${kib(worst.js.gzip - floorJs)}; ${over} of ${r.weights.length} routes over`,
      ok: jsMeetsFloorTarget(worst.js.gzip, floorJs),
    });
  } else rows.push({ target: 'JS (gz) ≤ floor + 12 KiB on every route', measured: 'not measured', ok: undefined });
  const presses = r.press ?? [];
  const slowest = presses.length ? presses.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a)) : undefined;
  rows.push({
    target: 'First press on a control to its visible effect, right after hydration: p95 ≤ 100 ms',
    measured: slowest
      ? `slowest p95 ${slowest.p95Ms.toFixed(0)} ms (${slowest.control}); ${presses.length} controls`
      : 'not measured',
    ok: slowest ? slowest.p95Ms <= FLOOR_TARGETS.firstPressP95Ms : undefined,
  });
  const keystrokes = r.search?.keystroke ?? [];
  rows.push({
    target: 'First search hit ≤ 150 ms (cold page, first keystroke)',
    measured: keystrokes.length
      ? keystrokes.map((k) => `${k.mode} ${k.medianMs.toFixed(0)} ms`).join(', ')
      : 'not measured',
    ok: keystrokes.length ? keystrokes.every((k) => k.medianMs <= FLOOR_TARGETS.firstHitMs) : undefined,
  });
  const scale = r.scale?.find((x) => x.syntheticPages === SCALE_TARGET_PAGES);
  const checks = scale ? scaleMeetsTargets(scale) : undefined;
  rows.push(
    {
      target: '2,000-page build ≤ 150 s',
      measured: scale ? `${(scale.build.wallMs / 1000).toFixed(1)} s` : 'not measured',
      ok: checks?.build,
    },
    {
      target: '2,000-page build peak memory < 1.5 GiB',
      measured: scale ? `${(scale.build.peakRssBytes / 2 ** 20).toFixed(0)} MiB` : 'not measured',
      ok: checks?.peak,
    },
    {
      target: '2,000-page out/ < 400 MiB',
      measured: scale ? `${(scale.outBytes / 2 ** 20).toFixed(0)} MiB` : 'not measured',
      ok: checks?.out,
    },
  );
  return rows;
}

/** The fields of an item of Lighthouse's `network-requests` audit that tell whether a response was compressed. */
export interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
}

const TEXT_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * URLs of text responses sent without compression: Lighthouse's scores are comparable with a static host's only when
 * this is empty. Error responses are left out, as Lighthouse asks every site for a /favicon.ico the floor lacks.
 */
export function uncompressedTextRequests(items: readonly NetworkRequestItem[]): string[] {
  return items
    .filter(
      (i) =>
        (TEXT_TYPES.has(i.resourceType ?? '') || /^(text\/|application\/(javascript|json))/.test(i.mimeType ?? '')) &&
        (i.statusCode === undefined || (i.statusCode >= 200 && i.statusCode < 300)) &&
        (i.resourceSize ?? 0) > KIB &&
        (i.transferSize ?? 0) >= (i.resourceSize ?? 0),
    )
    .map((i) => i.url);
}

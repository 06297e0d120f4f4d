import { apiScaleSection } from './api-scale-report';
import { kib, mark, maybeMark, mib, ms, table } from './format';
import { scaleSection } from './scale-report';
import { outputStepsSection } from './steps-report';
import {
  FLOOR_TARGETS,
  floorLighthouse,
  floorWeight,
  issueTargets,
  jsMeetsFloorTarget,
  lcpMeetsTarget,
  withFloor,
} from './floor';
import type { BenchResults, LighthouseResult } from './results';

/** The targets and budgets of the performance and first-input issues, checked in the report. */
const TARGETS = {
  /** Checked only when no floor was measured: the issue's JS target is relative to the floor. */
  jsGzipPerRoute: 170 * 1024,
  cssGzipPerRoute: 30 * 1024,
  lighthouseMobilePerformance: 98,
  otherCategories: 100,
  cls: 0,
  buildMs: 45_000,
  buildPeakBytes: 2 ** 30,
  queryP95Ms: 5,
  keystrokeMs: 150,
} as const;

/** Whether a Lighthouse result meets the targets. */
export function lighthouseMeetsTargets(r: LighthouseResult): boolean {
  const perfOk = r.preset === 'mobile' ? r.scores.performance >= TARGETS.lighthouseMobilePerformance : true;
  return (
    perfOk &&
    r.scores.accessibility === 100 &&
    r.scores['best-practices'] === 100 &&
    r.scores.seo === 100 &&
    r.metrics.cls === TARGETS.cls
  );
}

/** When the parts come from several runs (partial runs), which parts each run measured. */
function partsByRun(r: BenchResults): string[] {
  const runs = new Map<string, string[]>();
  for (const [part, { date, commit }] of Object.entries(r.stamps ?? {})) {
    const run = `${commit ? `commit \`${commit}\`` : 'no commit'}, ${date}`;
    runs.set(run, [...(runs.get(run) ?? []), part]);
  }
  if (runs.size < 2) return [];
  return ['Parts by run: ' + [...runs].map(([run, parts]) => `${parts.join(', ')} (${run})`).join('; ') + '.'];
}

/** bench/results.md: every number of the run, with ✓/✗ against the targets. */
export function renderReport(r: BenchResults): string {
  const out: string[] = [
    '# Benchmark results',
    '',
    `Run ${r.date} on ${r.machine.cpus} CPU cores, Node ${r.machine.node}${r.machine.chromium ? `, Chromium ${r.machine.chromium}` : ''}${r.machine.commit ? `, commit \`${r.machine.commit}\`` : ''}.`,
    'Written by `npm run bench`; the raw numbers are in `results.json`. ✓/✗ compare with the targets of the first-input issue (and those of the performance issue before it).',
    'The machine is shared: other builds running at the same time make the times noisy.',
    ...partsByRun(r),
  ];
  out.push(
    '',
    '## Targets',
    '',
    table(
      ['Target', 'Measured', ''],
      issueTargets(r).map((t) => [t.target, t.measured, t.ok === undefined ? 'n/a' : mark(t.ok)]),
    ),
  );
  const fw = floorWeight(r);
  if (r.floor) {
    out.push(
      '',
      '## Floor',
      '',
      `The framework's floor, measured in the same run: \`bench/floor/\` (one page with a \`<Link>\` to a second page, no site code) built by the same installed Next.js ${r.floor.next} into a static export in ${(r.floor.buildMs / 1000).toFixed(1)} s, served by the same compressing benchmark server and measured the same way. The site's figures below give their ratio to the floor's \`/\`.`,
    );
    if (r.floor.weights?.length)
      out.push(
        '',
        table(
          ['Route', 'Status', 'Requests', 'Transferred', 'JS (gz)', 'CSS (gz)', 'HTML (gz)'],
          r.floor.weights.map((w) => [
            `\`${w.route}\``,
            String(w.status),
            String(w.requests),
            kib(w.transferBytes),
            kib(w.js.gzip),
            kib(w.css.gzip),
            kib(w.html.gzip),
          ]),
        ),
      );
    if (r.floor.lighthouse?.length)
      out.push(
        '',
        table(
          ['Route', 'Preset', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
          r.floor.lighthouse.map((l) => [
            `\`${l.route}\``,
            l.preset,
            String(l.scores.performance),
            String(l.scores.accessibility),
            String(l.scores['best-practices']),
            String(l.scores.seo),
            ms(l.metrics.fcp),
            ms(l.metrics.lcp),
            ms(l.metrics.tbt),
            l.metrics.cls.toFixed(3),
          ]),
        ),
      );
  }
  if (r.build) {
    out.push(
      '',
      '## Cold build',
      '',
      table(
        ['Wall time', 'Peak memory (process tree)', 'Target'],
        [
          [
            `${(r.build.wallMs / 1000).toFixed(1)} s ${mark(r.build.wallMs <= TARGETS.buildMs)}`,
            `${mib(r.build.peakRssBytes)} ${mark(r.build.peakRssBytes < TARGETS.buildPeakBytes)}`,
            '≤ 45 s, < 1 GiB',
          ],
        ],
      ),
    );
  }
  if (r.weights) {
    out.push(
      '',
      '## Page weight (cold cache, modern browsers)',
      '',
      'Everything a route loads up to network idle, before any interaction. JS, CSS and HTML are gzipped sizes (zlib default level); "transferred" is what the browser received from the benchmark server, which serves brotli or gzip like a static host.',
      fw
        ? "Ratios are to the floor's `/`. JS target: at most the floor's JS + 12 KiB."
        : 'No floor measured: JS is checked against the absolute budget of 170 KiB.',
      '',
      table(
        ['Route', 'Status', 'Requests', 'Transferred', 'JS (gz)', 'CSS (gz)', 'HTML (gz)'],
        r.weights.map((w) => {
          const jsOk = fw ? jsMeetsFloorTarget(w.js.gzip, fw.js.gzip) : w.js.gzip <= TARGETS.jsGzipPerRoute;
          const jsText = fw
            ? `${kib(w.js.gzip)} (${(w.js.gzip / fw.js.gzip).toFixed(2)}× floor, ${w.js.gzip >= fw.js.gzip ? '+' : '−'}${kib(Math.abs(w.js.gzip - fw.js.gzip))})`
            : kib(w.js.gzip);
          return [
            `\`${w.route}\``,
            String(w.status),
            withFloor(String(w.requests), w.requests, fw?.requests),
            withFloor(kib(w.transferBytes), w.transferBytes, fw?.transferBytes),
            `${jsText}${maybeMark(jsOk)}`,
            `${kib(w.css.gzip)} ${mark(w.css.gzip <= TARGETS.cssGzipPerRoute)}`,
            withFloor(kib(w.html.gzip), w.html.gzip, fw?.html.gzip),
          ];
        }),
      ),
    );
  }
  if (r.lighthouse) {
    out.push(
      '',
      '## Lighthouse',
      '',
      `Medians of ${r.lighthouse[0]?.runs ?? 0} runs per route and preset, through the same compressing benchmark server as the page weight. Targets: mobile performance ≥ 98; accessibility, best practices and SEO 100; CLS 0 ("Target"); mobile LCP ≤ ${FLOOR_TARGETS.lcpMobileMs / 1000} s and ≤ ${FLOOR_TARGETS.lcpFloorRatio}× the floor's ("LCP target"). Ratios are to the floor's \`/\` with the same preset.`,
      '',
      table(
        [
          'Route',
          'Preset',
          'Perf',
          'A11y',
          'Best pr.',
          'SEO',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'Target',
          'LCP target',
          'Audits below full score',
        ],
        r.lighthouse.map((l) => {
          const f = floorLighthouse(r, l.preset);
          const lcpOk = lcpMeetsTarget(l, floorLighthouse(r, 'mobile')?.metrics.lcp);
          return [
            `\`${l.route}\``,
            l.preset,
            withFloor(String(l.scores.performance), l.scores.performance, f?.scores.performance),
            String(l.scores.accessibility),
            String(l.scores['best-practices']),
            String(l.scores.seo),
            withFloor(ms(l.metrics.fcp), l.metrics.fcp, f?.metrics.fcp),
            withFloor(ms(l.metrics.lcp), l.metrics.lcp, f?.metrics.lcp),
            withFloor(ms(l.metrics.tbt), l.metrics.tbt, f?.metrics.tbt),
            l.metrics.cls.toFixed(3),
            mark(lighthouseMeetsTargets(l)),
            lcpOk === undefined ? '—' : mark(lcpOk),
            l.failing.join(', ') || '—',
          ];
        }),
      ),
    );
  }
  if (r.lighthouse) {
    const uncompressed = [
      ...new Set([...r.lighthouse, ...(r.floor?.lighthouse ?? [])].flatMap((l) => l.uncompressed ?? [])),
    ];
    const checked = r.lighthouse.some((l) => l.uncompressed !== undefined);
    if (checked)
      out.push(
        '',
        uncompressed.length
          ? `✗ Lighthouse received these text responses uncompressed: ${uncompressed.map((u) => `\`${u}\``).join(', ')}.`
          : '✓ Every text response over 1 KiB that Lighthouse loaded (site and floor) came compressed from the benchmark server.',
      );
  }
  if (r.press?.length) {
    out.push(
      '',
      '## First press',
      '',
      'A fresh browser context per run (nothing cached, no pointer movement before the click), the page loaded until it has hydrated, then one mouse click at the centre of the control, timed from its `pointerdown` to the first animation frame that shows the effect. Target: p95 ≤ 100 ms.',
      '',
      table(
        ['Control', 'Route', 'Median', 'p95', 'Runs', ''],
        r.press.map((p) => [
          p.control,
          `\`${p.route}\``,
          ms(p.medianMs),
          ms(p.p95Ms),
          p.runs.map((x) => x.toFixed(0)).join(', '),
          mark(p.p95Ms <= 100),
        ]),
      ),
    );
  }
  if (r.search) {
    const s = r.search;
    out.push(
      '',
      '## Search',
      '',
      `Local index: ${s.index.files} file(s), ${kib(s.index.raw)} raw, ${kib(s.index.gzip)} gzipped (largest file ${kib(s.index.largestGzip)} gzipped), counting the whole index and, on a site of several docs versions, the part of each version that its pages search.`,
      "The two rows below query the whole index file (search-index.json) with the filter of Next's pages; a page's own search loads its version's part instead (the first-keystroke rows further down).",
      '',
      table(
        ['Where', 'First query (loads the index)', 'Downloads (gz)', 'p50', 'p95', 'Target p95 ≤ 5 ms'],
        (['node', 'browser'] as const).map((k) => [
          k === 'node' ? 'Node' : 'Chromium',
          ms(s[k].firstQueryMs),
          s[k].firstQueryGzipBytes === undefined ? 'n/a' : kib(s[k].firstQueryGzipBytes!),
          ms(s[k].queries.p50),
          ms(s[k].queries.p95),
          mark(s[k].queries.p95 <= TARGETS.queryP95Ms),
        ]),
      ),
      '',
      'First keystroke on a cold page (fresh browser context: empty cache, no search code or index loaded) to the first hit on screen, on `/configuration/logging`:',
      '',
      table(
        ['Case', 'Median', 'Runs', 'Target ≤ 150 ms'],
        s.keystroke.map((k) => [
          k.mode === 'idle' ? 'page loaded and idle' : 'key pressed the moment hydration ends',
          ms(k.medianMs),
          k.runs.map((x) => x.toFixed(0)).join(', '),
          mark(k.medianMs <= TARGETS.keystrokeMs),
        ]),
      ),
    );
  }
  if (r.scale?.length) out.push(...scaleSection(r.scale));
  if (r.apiScale) out.push(...apiScaleSection(r.apiScale));
  if (r.server?.length) {
    out.push(
      '',
      '## Static server under load',
      '',
      '50 connections for 20 s on 127.0.0.1, cycling through pages of both versions, an API page, a Markdown twin, the search index and a not-found path (brotli accepted), over the same precompressed copy of out/.',
      '',
      table(
        ['Server', 'Requests/s', 'p50', 'p99', 'Requests', 'Errors', 'Non-2xx'],
        r.server.map((s) => [
          s.server,
          s.requestsPerSecond.toFixed(0),
          ms(s.latencyP50Ms),
          ms(s.latencyP99Ms),
          String(s.requests),
          String(s.errors),
          String(s.non2xx),
        ]),
      ),
    );
  }
  if (r.outputSteps?.length) out.push('', ...outputStepsSection(r.outputSteps));
  out.push('', BY_HAND);
  return `${out.join('\n')}\n`;
}

/** This file is rewritten on every run: what was measured by hand lives beside it. */
export const BY_HAND =
  'Measurements made by hand (large real APIs, CI time, build experiments) are in [by-hand.md](by-hand.md), which `npm run bench` does not rewrite.';

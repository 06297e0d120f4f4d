import { scaleMeetsTargets } from './floor';
import { kib, maybeMark, mib, ms, table } from './format';
import { OUT_KINDS } from './out-kinds';
import type { ScaleResult } from './results';

/** The report's "Scale" section: the synthetic builds, and out/ of the largest one by kind of file. */
export function scaleSection(scale: readonly ScaleResult[]): string[] {
  const out: string[] = [
    '',
    '## Scale',
    '',
    'Synthetic guide pages added to a copy of `content/` (`scripts/bench/lib/synthetic.ts`), each tree built cold with `CONTENT_DIR`. Targets for 2,000 pages: build ≤ 150 s, peak < 1.5 GiB, out/ < 400 MiB.',
    '',
    table(
      [
        'Synthetic pages',
        'HTML pages',
        'Build',
        'Peak memory',
        'out/ size',
        'Index files',
        'Index (gz)',
        'Largest index file (gz)',
        'First query',
        'First query downloads (gz)',
        'Cold query p95',
        'Query p50',
        'Query p95',
      ],
      scale.map((x) => {
        const t = scaleMeetsTargets(x);
        return [
          String(x.syntheticPages),
          String(x.htmlPages),
          `${(x.build.wallMs / 1000).toFixed(1)} s${maybeMark(t?.build)}`,
          `${mib(x.build.peakRssBytes)}${maybeMark(t?.peak)}`,
          `${mib(x.outBytes)}${maybeMark(t?.out)}`,
          String(x.index.files),
          kib(x.index.gzip),
          kib(x.index.largestGzip),
          ms(x.search.firstQueryMs),
          x.search.firstQueryGzipBytes === undefined ? 'n/a' : kib(x.search.firstQueryGzipBytes),
          x.search.coldQueries ? ms(x.search.coldQueries.p95) : 'n/a',
          ms(x.search.queries.p50),
          ms(x.search.queries.p95),
        ];
      }),
    ),
  ];
  const largest = scale.filter((x) => x.outKinds).sort((a, b) => b.syntheticPages - a.syntheticPages)[0];
  if (largest?.outKinds) {
    const kinds = largest.outKinds;
    const smaller = scale.find((x) => x.outKinds && x.syntheticPages < largest.syntheticPages);
    const perPage = (k: (typeof OUT_KINDS)[number]) =>
      smaller?.outKinds
        ? (kinds[k].bytes - smaller.outKinds[k].bytes) / (largest.htmlPages - smaller.htmlPages)
        : kinds[k].bytes / largest.htmlPages;
    out.push(
      '',
      `out/ of the ${largest.syntheticPages}-page build by kind of file (sizes as stored${smaller ? `; "per added page": growth from the ${smaller.syntheticPages}-page build, per HTML page added` : ''}):`,
      '',
      table(
        ['Kind', 'Files', 'Size', 'of which .br', 'of which .gz', smaller ? 'Per added page' : 'Per HTML page'],
        OUT_KINDS.filter((k) => kinds[k].files).map((k) => [
          k,
          String(kinds[k].files),
          mib(kinds[k].bytes),
          mib(kinds[k].brBytes),
          mib(kinds[k].gzBytes),
          kib(perPage(k)),
        ]),
      ),
    );
  }
  return out;
}

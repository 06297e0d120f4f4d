import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from './stats';

describe('benchmark statistics', () => {
  it('percentiles use the nearest rank, so p95 of 1..100 is 95 and p50 is 50', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile(xs, 0)).toBe(1);
  });

  it('the median of an even count is the mean of the two middle samples', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });

  it('no samples give NaN rather than a made-up number', () => {
    expect(median([])).toBeNaN();
    expect(summarize([]).p95).toBeNaN();
  });

  it('summarize reports count, p50, p95, min and max', () => {
    expect(summarize([3, 1, 2])).toEqual({ n: 3, p50: 2, p95: 3, min: 1, max: 3 });
  });
});

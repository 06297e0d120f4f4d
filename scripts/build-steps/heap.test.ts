import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_HEAP_FLOOR_MB, checkHeapLimitMb, HEAP_FLOOR_MB, heapLimitMb, readWork, workLine } from './heap.mjs';

/** A build of `guides` guides and one OpenAPI document of each count of `operations`. */
const work = (guides: number, ...operations: number[]) => ({
  guides,
  documents: operations.map((n, i) => ({ version: `v${i}`, file: `api-${i}.yaml`, operations: n })),
});

describe('the heap limit of next build', () => {
  it("is the floor for RA.Aid's own site (47 guides, 8 operations in each of two versions)", () => {
    expect(heapLimitMb(work(47, 8, 8))).toBe(HEAP_FLOOR_MB);
  });

  it('grows by an eighth MB per guide and 1.5 MB per API operation above a 256 MB base', () => {
    expect(heapLimitMb(work(4000, 0))).toBe(256 + 500);
    expect(heapLimitMb(work(1, 452))).toBe(256 + 1 + 678);
    expect(heapLimitMb(work(4000, 1000))).toBe(256 + 500 + 1500);
    expect(heapLimitMb(work(4000, 600, 400))).toBe(256 + 500 + 1500);
  });

  it('rounds each share up, so a build never gets less than its work asks for', () => {
    expect(heapLimitMb(work(2001, 341))).toBe(256 + 251 + 512);
  });
});

describe('the heap limit of the content check, which makes the search index', () => {
  it('is its own floor, above that of next build, up to 2,048 guides', () => {
    expect(checkHeapLimitMb(47)).toBe(CHECK_HEAP_FLOOR_MB);
    expect(checkHeapLimitMb(2048)).toBe(CHECK_HEAP_FLOOR_MB);
    expect(CHECK_HEAP_FLOOR_MB).toBeGreaterThan(HEAP_FLOOR_MB);
  });

  it('grows by a quarter MB per guide above a 256 MB base beyond that, rounded up', () => {
    expect(checkHeapLimitMb(4000)).toBe(256 + 1000);
    expect(checkHeapLimitMb(4001)).toBe(256 + 1001);
  });
});

describe('the work record of the content check', () => {
  it('is read back as written, and is none when the content check left no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-work-'));
    const work = {
      guides: 1,
      documents: [{ version: 'current', file: 'stripe.json', operations: 452 }],
      operationPages: [],
    };
    writeFileSync(join(dir, 'work.json'), JSON.stringify(work));
    expect(readWork(join(dir, 'work.json'))).toEqual(work);
    expect(readWork(join(dir, 'none.json'))).toBeUndefined();
  });

  it('is printed before next build naming each OpenAPI file, its version and its operations, and the heap', () => {
    const work = {
      guides: 1,
      documents: [
        { version: 'current', file: 'api/stripe.com.json', operations: 452 },
        { version: '1.0', file: 'openapi/version-1.0/a.yaml', operations: 1 },
      ],
    };
    expect(workLine(work, 935)).toBe(
      'next build: 1 guide, 452 API operations of api/stripe.com.json (version current), 1 API operation of ' +
        'openapi/version-1.0/a.yaml (version 1.0); heap limit 935 MB',
    );
  });
});

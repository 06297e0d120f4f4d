import { describe, expect, it } from 'vitest';
import { useVersionedFixture } from '../../../tests/helpers/versioned-fixture';
import { buildWork, operationCount, operationName } from './build-work';

// The two-version fixture of the e2e tests: RA.Aid's current file, and version 1.0's own small file.
const V10_FILE = 'tests/fixtures/versioned/openapi/version-1.0/ra-aid.openapi.yaml';

describe('the work of a build, as the content check records it', () => {
  useVersionedFixture();

  it("counts each version's guides and operations, and names every operation page by method, path, id and file", async () => {
    const { getSite } = await import('./index');
    const work = buildWork((await getSite()).versions);
    const current = (await getSite()).versions[0].source;
    const currentGuides = current.pages.filter((p) => p.kind === 'doc').length;
    expect(work.guides).toBe(currentGuides + 3);
    expect(work.documents).toEqual([
      { version: 'current', file: 'openapi/ra-aid.openapi.yaml', operations: current.api!.operations.length },
      { version: '1.0', file: V10_FILE, operations: 1 },
    ]);
    expect(operationCount(work)).toBe(current.api!.operations.length + 1);
    expect(work.operationPages).toHaveLength(operationCount(work));
    expect(work.operationPages.at(-1)).toEqual({
      route: '/1.0/api/get-pet',
      operation: 'GET /pets/{pet_id}',
      operationId: 'get_pet',
      file: V10_FILE,
    });
  });

  it('names an operation by its method in capitals and its path', () => {
    expect(operationName({ method: 'post', path: '/v1/refunds' })).toBe('POST /v1/refunds');
  });
});

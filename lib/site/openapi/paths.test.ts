import { describe, expect, it } from 'vitest';
import { downloadPathOf, downloadSegments, OPENAPI_FILE, openapiDownloadPath, openapiSnapshotFile } from './paths';

describe('OpenAPI file paths', () => {
  it('puts the current file and each version snapshot in the openapi folder', () => {
    expect(OPENAPI_FILE).toBe('openapi/ra-aid.openapi.yaml');
    expect(openapiSnapshotFile('0.30.2')).toBe('openapi/version-0.30.2/ra-aid.openapi.yaml');
  });

  it('serves the root version at /openapi/ and another version under its route prefix', () => {
    expect(openapiDownloadPath('')).toBe('/openapi/ra-aid.openapi.yaml');
    expect(openapiDownloadPath('/next')).toBe('/openapi/next/ra-aid.openapi.yaml');
  });

  it("turns a download path into the route's segments and back", () => {
    for (const prefix of ['', '/next', '/1.0']) {
      const path = openapiDownloadPath(prefix);
      expect(downloadPathOf(downloadSegments(path))).toBe(path);
    }
    expect(downloadSegments('/openapi/next/ra-aid.openapi.yaml')).toEqual(['next', 'ra-aid.openapi.yaml']);
  });
});

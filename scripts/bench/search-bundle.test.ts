import { describe, expect, it } from 'vitest';
import { clientBundle } from './search';

describe('the search benchmark in the browser', () => {
  // It once pointed at a module that had moved, and the benchmark failed after its build and Lighthouse parts.
  it('bundles the local client the search UI runs', async () => {
    const code = await clientBundle();
    expect(code).toContain('__benchClient');
    expect(code.length).toBeGreaterThan(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { isHydrated } from './click-replay';

describe('isHydrated', () => {
  it("is true for an element carrying React's fiber key, and false without one", () => {
    const hydrated = { __reactFiber$abc123: {}, __reactProps$abc123: {} } as unknown as Element;
    const plain = { id: 'x' } as unknown as Element;
    expect(isHydrated(hydrated)).toBe(true);
    expect(isHydrated(plain)).toBe(false);
  });
});

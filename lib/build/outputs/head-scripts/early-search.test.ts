import { describe, expect, it } from 'vitest';
import { earlySearchScript } from './early-search';

describe('early search inline script', () => {
  it('is one self-contained expression that parses as JavaScript and cannot close its script tag', () => {
    for (const flag of [false, true]) {
      const script = earlySearchScript(flag);
      expect(script).not.toMatch(/<\/script/i);
      expect(() => new Function(script)).not.toThrow();
      expect(script).toMatch(new RegExp(`,${flag}\\)$`));
    }
  });
});

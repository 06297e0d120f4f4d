import { describe, expect, it } from 'vitest';
import { earlyPressesScript } from './early-presses';

describe('early presses inline script', () => {
  it('is one self-contained expression that parses as JavaScript and cannot close its script tag', () => {
    for (const flag of [false, true]) {
      const script = earlyPressesScript(flag);
      expect(script).not.toMatch(/<\/script/i);
      expect(() => new Function(script)).not.toThrow();
      expect(script).toMatch(new RegExp(`,${flag}\\)$`));
    }
  });
});

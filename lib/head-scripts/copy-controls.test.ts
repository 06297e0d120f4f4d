import { describe, expect, it } from 'vitest';
import { COPY_CONTROLS_SCRIPT, installCopyControls } from './copy-controls';

describe('copy controls inline script', () => {
  it('is one self-contained expression that parses as JavaScript and cannot close its script tag', () => {
    expect(COPY_CONTROLS_SCRIPT).not.toMatch(/<\/script/i);
    expect(() => new Function(COPY_CONTROLS_SCRIPT)).not.toThrow();
  });

  it('installs a single click listener on the document it is given', () => {
    const added: string[] = [];
    installCopyControls({ addEventListener: (type: string) => added.push(type) } as unknown as Document);
    expect(added).toEqual(['click']);
  });
});

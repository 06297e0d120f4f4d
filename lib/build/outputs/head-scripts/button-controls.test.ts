import { describe, expect, it } from 'vitest';
import { BUTTON_CONTROLS_SCRIPT, installButtonControls } from './button-controls';

describe('button controls inline script', () => {
  it('is one self-contained expression that parses as JavaScript and cannot close its script tag', () => {
    expect(BUTTON_CONTROLS_SCRIPT).not.toMatch(/<\/script/i);
    expect(() => new Function(BUTTON_CONTROLS_SCRIPT)).not.toThrow();
  });

  it('installs one change and one click listener on the document it is given', () => {
    const added: string[] = [];
    installButtonControls({ addEventListener: (type: string) => added.push(type) } as unknown as Document);
    expect(added).toEqual(['change', 'click']);
  });
});

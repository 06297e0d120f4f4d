import { describe, expect, it } from 'vitest';
import { CONTROLS } from '../../shared/controls';
import { BUTTON_CONTROLS_SCRIPT, installButtonControls } from './button-controls';

describe('button controls inline script', () => {
  it('is one expression that parses as JavaScript and cannot close its script tag', () => {
    expect(BUTTON_CONTROLS_SCRIPT).not.toMatch(/<\/script/i);
    expect(() => new Function(BUTTON_CONTROLS_SCRIPT)).not.toThrow();
  });

  it('listens for changes and clicks on the window it is given, while they go down (before React can stop them)', () => {
    const added: string[] = [];
    const win = { addEventListener: (type: string, _: unknown, capture: unknown) => added.push(`${type} ${capture}`) };
    installButtonControls(win as unknown as Window, CONTROLS);
    expect(added).toEqual(['change true', 'click true']);
    expect(BUTTON_CONTROLS_SCRIPT.endsWith(`)(window,${JSON.stringify(CONTROLS)})`)).toBe(true);
  });
});

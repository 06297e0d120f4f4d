import { describe, expect, it } from 'vitest';
import { checkAnnouncement } from '../../shared/theme/announcement';
import { collapsibleDuration } from './collapsible';
import { coerceColorMode, colorModeToggleLabel } from '../../shared/theme/color-mode';
import { isSlowConnection } from './connection';
import { causalChainText } from './error-chain';
import { visibilityAfterNavigation, visibilityAfterScroll } from './navbar-visibility';

describe('collapsible duration', () => {
  it('follows round((4 + 15·c^0.25 + c/5)·10) ms with c = height/36 (the spec examples)', () => {
    const examples: [number, number][] = [
      [0, 40],
      [36, 192],
      [100, 239],
      [200, 281],
      [360, 327],
      [500, 357],
      [1000, 440],
      [2000, 561],
    ];
    for (const [h, ms] of examples) expect(collapsibleDuration(h, false)).toBe(ms);
  });
  it('is 1 ms under reduced motion, whatever the height', () => {
    expect(collapsibleDuration(2000, true)).toBe(1);
  });
});

describe('announcement id check', () => {
  it('keeps a dismissed announcement closed while the configured id is unchanged', () => {
    expect(checkAnnouncement('a', 'a', 'true')).toEqual({ isNew: false, closed: true });
  });
  it('a different configured id resets the dismissal', () => {
    expect(checkAnnouncement('b', 'a', 'true')).toEqual({ isNew: true, closed: false });
  });
  it('reads the old misspelt stored id "annoucement-bar" as "announcement-bar"', () => {
    expect(checkAnnouncement('announcement-bar', 'annoucement-bar', 'true')).toEqual({ isNew: false, closed: true });
  });
  it('shows the bar when nothing is stored', () => {
    expect(checkAnnouncement('a', null, null)).toEqual({ isNew: true, closed: false });
  });
});

describe('colour mode', () => {
  it('coerces exactly "dark" to dark and anything else to light', () => {
    expect(coerceColorMode('dark')).toBe('dark');
    expect(coerceColorMode('blue')).toBe('light');
    expect(coerceColorMode(null)).toBe('light');
  });
  it('labels the toggle with the current mode (behaviours.md texts)', () => {
    expect(colorModeToggleLabel('dark')).toBe('Switch between dark and light mode (currently dark mode)');
    expect(colorModeToggleLabel('light')).toBe('Switch between dark and light mode (currently light mode)');
  });
});

describe('slow connections skip prefetching', () => {
  it('on 2g, slow-2g and data saver, not on 4g or without the API', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('crash text', () => {
  it('joins the error and its causes with a blank line and "Cause:"', () => {
    const err = new Error('outer', { cause: new Error('middle', { cause: new Error('inner') }) });
    expect(causalChainText(err)).toBe('outer\n\nCause:\nmiddle\n\nCause:\ninner');
  });
});

describe('hide-on-scroll navbar', () => {
  const base = { navbarHeight: 60, innerHeight: 800, scrollHeight: 5000 };
  it('shows near the top, hides scrolling down, shows scrolling up', () => {
    expect(visibilityAfterScroll({ ...base, scrollY: 30, lastScrollY: 500 })).toBe(true);
    expect(visibilityAfterScroll({ ...base, scrollY: 600, lastScrollY: 500 })).toBe(false);
    expect(visibilityAfterScroll({ ...base, scrollY: 400, lastScrollY: 500 })).toBe(true);
  });
  it('keeps its state when scrolling up inside the last navbar height of the page', () => {
    expect(visibilityAfterScroll({ ...base, scrollY: 4150, lastScrollY: 4190 })).toBeUndefined();
  });
  it('on reaching a hash target: shown under the "show" reading, hidden under "hide"', () => {
    expect(visibilityAfterNavigation(true, 'show')).toEqual({ visible: true, ignoreNextScroll: true });
    expect(visibilityAfterNavigation(true, 'hide')).toEqual({ visible: false, ignoreNextScroll: true });
    expect(visibilityAfterNavigation(false, 'hide')).toEqual({ visible: true, ignoreNextScroll: false });
  });
});

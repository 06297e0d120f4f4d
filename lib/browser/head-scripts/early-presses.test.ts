import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PRESSES, takeEarlyPress } from '../../shared/early-presses';
import { pageKeyAction } from '../../shared/search/page-keys';
import { earlyPressesScript, installEarlyPresses } from './early-presses';

/** An element inside the control that `within` selects, if any. */
class FakeElement {
  constructor(
    readonly tagName: string,
    private readonly within?: string,
  ) {}
  isContentEditable = false;
  closest(selector: string) {
    return selector === this.within ? this : null;
  }
}

const BODY = new FakeElement('BODY');
const BUTTON = new FakeElement('BUTTON', EARLY_PRESSES.search.selector);
const MENU = new FakeElement('BUTTON', EARLY_PRESSES.menu.selector);
const INPUT = new FakeElement('INPUT');

/** A page before hydration with the script installed on its window; `fire` plays an event through its listeners. */
function page(openOnTypingPage = false) {
  const attributes = new Map<string, string>([['data-has-hydrated', 'false']]);
  const root = {
    getAttribute: (n: string) => attributes.get(n) ?? null,
    setAttribute: (n: string, v: string) => void attributes.set(n, v),
    hasAttribute: (n: string) => attributes.has(n),
    removeAttribute: (n: string) => void attributes.delete(n),
  };
  const listeners = new Map<string, (event: Event) => void>();
  const win = {
    document: { documentElement: root },
    addEventListener: (type: string, listener: (event: Event) => void, capture: boolean) => {
      expect(capture, `${type} listens while the event goes down`).toBe(true);
      listeners.set(type, listener);
    },
  };
  installEarlyPresses(win as unknown as Window, EARLY_PRESSES, pageKeyAction, openOnTypingPage);
  const fire = (type: string, fields: Record<string, unknown>) => {
    const event = {
      code: '',
      key: '',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      preventDefault: vi.fn(),
      ...fields,
    };
    listeners.get(type)!(event as unknown as Event);
    return event.preventDefault;
  };
  return {
    asked: () => root.getAttribute(EARLY_PRESSES.search.attribute),
    menu: () => root.getAttribute(EARLY_PRESSES.menu.attribute),
    hydrate: () => attributes.set('data-has-hydrated', 'true'),
    click: (target: FakeElement) => fire('click', { target }),
    key: (key: string, target: FakeElement = BODY, mods: Record<string, boolean> = {}) =>
      fire('keydown', { key, code: key === 'Escape' ? 'Escape' : '', target, ...mods }),
    document: { documentElement: root } as unknown as Document,
  };
}

beforeEach(() => vi.stubGlobal('Element', FakeElement));
afterEach(() => vi.unstubAllGlobals());

describe('presses before hydration (inline head script)', () => {
  it('keeps a click or tap on the search button, as a search with no query yet', () => {
    const p = page();
    p.click(BODY);
    expect(p.asked()).toBeNull();
    p.click(BUTTON);
    expect(p.asked()).toBe('');
    expect(p.menu()).toBeNull();
  });

  it('keeps a tap on the mobile menu button', () => {
    const p = page();
    p.click(MENU);
    expect(p.menu()).toBe('');
    expect(p.asked()).toBeNull();
  });

  it('keeps Ctrl/Cmd+K and "/" (not the browser\'s), and the letters typed after them', () => {
    const p = page();
    expect(p.key('k', BODY, { ctrlKey: true })).toHaveBeenCalled();
    expect(p.key('o')).toHaveBeenCalled();
    p.key('l');
    p.key('Shift');
    expect(p.asked()).toBe('ol');
    const slash = page();
    slash.key('/');
    slash.key('x');
    expect(slash.asked()).toBe('x');
  });

  it('leaves letters alone until search is asked for, unless typed on the button or openOnTyping is "page"', () => {
    const p = page();
    expect(p.key('a')).not.toHaveBeenCalled();
    expect(p.asked()).toBeNull();
    p.key('a', BUTTON);
    expect(p.asked()).toBe('a');
    const anywhere = page(true);
    anywhere.key('z');
    expect(anywhere.asked()).toBe('z');
  });

  it('forgets a search asked for when Escape follows', () => {
    const p = page();
    p.key('/');
    p.key('a');
    p.key('Escape');
    expect(p.asked()).toBeNull();
  });

  it('leaves keys typed into a text field alone, but for Ctrl/Cmd+K', () => {
    const p = page();
    p.key('/', INPUT);
    expect(p.asked()).toBeNull();
    p.key('K', INPUT, { metaKey: true });
    expect(p.asked()).toBe('');
  });

  it('does nothing once the page has hydrated: the search button answers itself', () => {
    const p = page();
    p.hydrate();
    p.click(BUTTON);
    p.click(MENU);
    expect(p.key('k', BODY, { ctrlKey: true })).not.toHaveBeenCalled();
    expect(p.asked()).toBeNull();
    expect(p.menu()).toBeNull();
  });

  it('leaves a control its presses once it has taken the early one, before the page is marked hydrated', () => {
    const p = page();
    p.key('k', BODY, { metaKey: true });
    p.key('o');
    expect(takeEarlyPress(p.document, 'search')).toBe('o');
    expect(p.key('l')).not.toHaveBeenCalled();
    expect(p.key('k', BODY, { ctrlKey: true })).not.toHaveBeenCalled();
    expect(p.asked()).toBeNull();
    p.click(MENU);
    expect(p.menu()).toBe('');
    expect(takeEarlyPress(p.document, 'menu')).toBe('');
    p.click(MENU);
    expect(p.menu()).toBeNull();
  });

  it('is taken once by its control: the search query or the menu tap, then nothing', () => {
    const p = page();
    p.key('/');
    p.key('a');
    p.click(MENU);
    expect(takeEarlyPress(p.document, 'search')).toBe('a');
    expect(takeEarlyPress(p.document, 'search')).toBeNull();
    expect(takeEarlyPress(p.document, 'menu')).toBe('');
    expect(takeEarlyPress(p.document, 'menu')).toBeNull();
  });
});

describe('early presses inline script', () => {
  it('is one expression that parses as JavaScript and cannot close its script tag', () => {
    for (const flag of [false, true]) {
      const script = earlyPressesScript(flag);
      expect(script).not.toMatch(/<\/script/i);
      expect(() => new Function(script)).not.toThrow();
      expect(script).toMatch(new RegExp(`,${flag}\\)$`));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { extendsQuery, searchKey } from './search-keys';

type Keys = Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>> & { tag?: string };

function press({ tag = 'BODY', ...keys }: Keys): KeyboardEvent {
  return {
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...keys,
    target: { tagName: tag },
  } as unknown as KeyboardEvent;
}

describe('searchKey (which key opens search, with what query)', () => {
  it('Ctrl+K and Cmd+K open search with an empty query, also inside a text field', () => {
    expect(searchKey(press({ key: 'k', ctrlKey: true }), false, false)).toBe('');
    expect(searchKey(press({ key: 'K', metaKey: true }), false, false)).toBe('');
    expect(searchKey(press({ key: 'k', ctrlKey: true, tag: 'INPUT' }), false, false)).toBe('');
  });
  it('slash opens search outside text fields, without Ctrl, Cmd or Alt', () => {
    expect(searchKey(press({ key: '/' }), false, false)).toBe('');
    expect(searchKey(press({ key: '/', tag: 'TEXTAREA' }), false, false)).toBeNull();
    expect(searchKey(press({ key: '/', altKey: true }), false, false)).toBeNull();
    expect(searchKey(press({ key: '/', ctrlKey: true }), false, false)).toBeNull();
  });
  it('a letter or digit opens search with itself on the button, or anywhere with openOnTyping "page"', () => {
    expect(searchKey(press({ key: 'o' }), true, false)).toBe('o');
    expect(searchKey(press({ key: '7' }), true, false)).toBe('7');
    expect(searchKey(press({ key: 'o' }), false, false)).toBeNull();
    expect(searchKey(press({ key: 'o' }), false, true)).toBe('o');
  });
  it('Ctrl/Cmd+F stays the browser find, and keys other than letters and digits open nothing', () => {
    expect(searchKey(press({ key: 'f', ctrlKey: true }), true, true)).toBeNull();
    expect(searchKey(press({ key: 'f', metaKey: true }), true, true)).toBeNull();
    expect(searchKey(press({ key: 'Enter' }), true, true)).toBeNull();
    expect(searchKey(press({ key: 'é' }), true, true)).toBeNull();
  });
});

describe('extendsQuery', () => {
  it('takes printable keys typed while the modal loads, not shortcuts or named keys', () => {
    expect(extendsQuery(press({ key: 'a' }))).toBe(true);
    expect(extendsQuery(press({ key: ' ' }))).toBe(true);
    expect(extendsQuery(press({ key: 'a', ctrlKey: true }))).toBe(false);
    expect(extendsQuery(press({ key: 'Shift' }))).toBe(false);
  });
});

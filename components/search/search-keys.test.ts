import { describe, expect, it } from 'vitest';
import { listKeyAction, pageKeyAction, type PageKeyState } from './search-keys';

type Keys = Partial<Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>> & {
  tag?: string;
};

function press({ tag = 'BODY', ...keys }: Keys): KeyboardEvent {
  return {
    code: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...keys,
    target: { tagName: tag },
  } as unknown as KeyboardEvent;
}

const closed: PageKeyState = { open: false, pending: false, onButton: false, openOnTypingPage: false };
const onButton = { ...closed, onButton: true };
const typingPage = { ...closed, openOnTypingPage: true };

describe('pageKeyAction (what a key typed on the page does to search)', () => {
  it('Ctrl+K and Cmd+K toggle search, also inside a text field and with the modal open', () => {
    expect(pageKeyAction(press({ key: 'k', ctrlKey: true }), closed)).toBe('toggle');
    expect(pageKeyAction(press({ key: 'K', metaKey: true }), closed)).toBe('toggle');
    expect(pageKeyAction(press({ key: 'k', ctrlKey: true, tag: 'INPUT' }), closed)).toBe('toggle');
    expect(pageKeyAction(press({ key: 'k', metaKey: true }), { ...closed, open: true })).toBe('toggle');
  });
  it('Escape closes the open modal and does nothing while it is closed', () => {
    expect(pageKeyAction(press({ key: 'Escape', code: 'Escape' }), { ...closed, open: true })).toBe('close');
    expect(pageKeyAction(press({ key: 'Escape', code: 'Escape' }), closed)).toBeNull();
  });
  it('slash opens search outside text fields, without Ctrl, Cmd or Alt', () => {
    expect(pageKeyAction(press({ key: '/' }), closed)).toEqual({ open: '' });
    expect(pageKeyAction(press({ key: '/', tag: 'TEXTAREA' }), closed)).toBeNull();
    expect(pageKeyAction(press({ key: '/', altKey: true }), closed)).toBeNull();
    expect(pageKeyAction(press({ key: '/', ctrlKey: true }), closed)).toBeNull();
    expect(pageKeyAction(press({ key: '/' }), { ...closed, open: true })).toBeNull();
  });
  it('a letter or digit opens search with itself on the button, or anywhere with openOnTyping "page"', () => {
    expect(pageKeyAction(press({ key: 'o' }), onButton)).toEqual({ open: 'o' });
    expect(pageKeyAction(press({ key: '7' }), onButton)).toEqual({ open: '7' });
    expect(pageKeyAction(press({ key: 'o' }), closed)).toBeNull();
    expect(pageKeyAction(press({ key: 'o' }), typingPage)).toEqual({ open: 'o' });
    expect(pageKeyAction(press({ key: 'o', tag: 'INPUT' }), typingPage)).toBeNull();
  });
  it('Ctrl/Cmd+F stays the browser find, and keys other than letters and digits open nothing', () => {
    expect(pageKeyAction(press({ key: 'f', ctrlKey: true }), { ...onButton, openOnTypingPage: true })).toBeNull();
    expect(pageKeyAction(press({ key: 'f', metaKey: true }), { ...onButton, openOnTypingPage: true })).toBeNull();
    expect(pageKeyAction(press({ key: 'Enter' }), { ...onButton, openOnTypingPage: true })).toBeNull();
    expect(pageKeyAction(press({ key: 'é' }), { ...onButton, openOnTypingPage: true })).toBeNull();
  });
  it('while the modal loads, printable keys extend its query, not shortcuts or named keys', () => {
    const pending = { ...closed, pending: true };
    expect(pageKeyAction(press({ key: 'a' }), pending)).toBe('extend');
    expect(pageKeyAction(press({ key: ' ' }), pending)).toBe('extend');
    expect(pageKeyAction(press({ key: 'a', ctrlKey: true }), pending)).toBeNull();
    expect(pageKeyAction(press({ key: 'Shift' }), pending)).toBeNull();
  });
});

describe('listKeyAction (keys in the modal input)', () => {
  it('the arrows select the next and previous row, round the list', () => {
    expect(listKeyAction(press({ key: 'ArrowDown' }), 3, 0)).toEqual({ select: 1 });
    expect(listKeyAction(press({ key: 'ArrowDown' }), 3, 2)).toEqual({ select: 0 });
    expect(listKeyAction(press({ key: 'ArrowUp' }), 3, 0)).toEqual({ select: 2 });
    expect(listKeyAction(press({ key: 'ArrowUp' }), 0, 0)).toEqual({});
  });
  it('Enter opens the selected row in place, in a new tab with Ctrl/Cmd, in a new window with Shift', () => {
    expect(listKeyAction(press({ key: 'Enter' }), 2, 1)).toEqual({ open: 'here' });
    expect(listKeyAction(press({ key: 'Enter', ctrlKey: true }), 2, 1)).toEqual({ open: 'tab' });
    expect(listKeyAction(press({ key: 'Enter', metaKey: true }), 2, 1)).toEqual({ open: 'tab' });
    expect(listKeyAction(press({ key: 'Enter', shiftKey: true }), 2, 1)).toEqual({ open: 'window' });
  });
  it('Enter with Alt or an empty list opens nothing, and other keys stay with the input', () => {
    expect(listKeyAction(press({ key: 'Enter', altKey: true }), 2, 0)).toEqual({});
    expect(listKeyAction(press({ key: 'Enter' }), 0, 0)).toEqual({});
    expect(listKeyAction(press({ key: 'a' }), 2, 0)).toBeNull();
  });
});

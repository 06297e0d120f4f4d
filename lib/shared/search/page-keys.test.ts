import { describe, expect, it } from 'vitest';
import { press } from '../../../tests/helpers/key-press';
import { pageKeyAction, type PageKeyState } from './page-keys';

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
  it('Escape closes the open modal, cancels one still loading, and does nothing while it is closed', () => {
    expect(pageKeyAction(press({ key: 'Escape', code: 'Escape' }), { ...closed, open: true })).toBe('close');
    expect(pageKeyAction(press({ key: 'Escape', code: 'Escape' }), { ...closed, pending: true })).toBe('close');
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

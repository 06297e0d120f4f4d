import { describe, expect, it } from 'vitest';
import { press } from '@/tests/helpers/key-press';
import { listKeyAction } from './search-keys';

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

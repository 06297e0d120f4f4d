import { describe, expect, it } from 'vitest';
import { fragmentId } from '@/components/runtime/hash-target';
import { activeAnchorIndex, anchorSelector } from './toc-active';

const box = (top: number, height = 30) => ({ top, bottom: top + height });
const OFFSET = 60;
const VIEWPORT = 800;

describe('anchorSelector', () => {
  it('lists one h{level}.anchor per level from min to max', () => {
    expect(anchorSelector(2, 3)).toBe('h2.anchor, h3.anchor');
    expect(anchorSelector(4, 4)).toBe('h4.anchor');
  });
});

describe('activeAnchorIndex', () => {
  it('is none when no heading has been reached and the first one is below the top half', () => {
    expect(activeAnchorIndex([box(600), box(1200)], OFFSET, VIEWPORT)).toBe(-1);
  });

  it('is the first heading below the navbar when it sits in the top half of the viewport', () => {
    expect(activeAnchorIndex([box(-500), box(200), box(900)], OFFSET, VIEWPORT)).toBe(1);
  });

  it('is the heading before the next one while the next one is still in the bottom half', () => {
    expect(activeAnchorIndex([box(-500), box(500), box(900)], OFFSET, VIEWPORT)).toBe(0);
  });

  it('treats a heading hidden under the navbar as passed', () => {
    expect(activeAnchorIndex([box(-500), box(30), box(700)], OFFSET, VIEWPORT)).toBe(1);
  });

  it('is a heading exactly at the offset (the position a TOC link scrolls it to)', () => {
    expect(activeAnchorIndex([box(-500), box(OFFSET), box(700)], OFFSET, VIEWPORT)).toBe(1);
  });

  it('is the last heading once every heading is above the offset', () => {
    expect(activeAnchorIndex([box(-900), box(-500), box(-100)], OFFSET, VIEWPORT)).toBe(2);
  });

  it('is none on a page without headings', () => {
    expect(activeAnchorIndex([], OFFSET, VIEWPORT)).toBe(-1);
  });

  it('needs the heading to end above the middle of the viewport, not just start there', () => {
    expect(activeAnchorIndex([box(-500), box(360, 30)], OFFSET, VIEWPORT)).toBe(1);
    expect(activeAnchorIndex([box(-500), box(360, 50)], OFFSET, VIEWPORT)).toBe(0);
  });
});

describe('fragmentId', () => {
  it('is the URI-decoded fragment of a link', () => {
    expect(fragmentId('#setup')).toBe('setup');
    expect(fragmentId('/a/b#caf%C3%A9')).toBe('café');
    expect(fragmentId('#100%')).toBe('100%');
    expect(fragmentId('/no-hash')).toBe('');
  });
});

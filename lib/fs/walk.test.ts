import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureTree } from '../../tests/helpers/fixture-tree';
import { walkFiles } from './walk';

describe('walkFiles', () => {
  it('lists nested files and skips node_modules and dot-folders', () => {
    const root = fixtureTree({ 'a.txt': '', 'b/c.txt': '', 'node_modules/x.js': '', '.cache/y': '' });
    expect(walkFiles(root)).toEqual([join(root, 'a.txt'), join(root, 'b/c.txt')]);
  });

  it('returns nothing for a missing folder', () => {
    expect(walkFiles('/no/such/folder')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { expandRecord, compactRecord } from './local-index';
import { packBlock, unpackBlock, type FacetCombo, type RecordBlock } from './shard-format';
import type { SearchRecord } from '../types';

const levels = (...names: (string | null)[]) => [...names, ...Array(7 - names.length).fill(null)];

/** A record as the index stores it and reads it back (expandRecord fills the derived fields). */
function record(
  position: number,
  objectID: string,
  type: SearchRecord['type'],
  hierarchy: (string | null)[],
  url: string,
  content: string | null,
  tag = 'docs-default-current',
  excerpt?: string,
): SearchRecord {
  return expandRecord(
    excerpt === undefined
      ? [objectID, type, hierarchy, url, content, 'en', tag, 'current']
      : [objectID, type, hierarchy, url, content, 'en', tag, 'current', excerpt],
    position,
  );
}

const records: SearchRecord[] = [
  record(10, 'a', 'lvl1', levels('Guides', 'Install'), 'https://x.dev/install', null, undefined, 'Start here.'),
  record(11, 'b', 'content', levels('Guides', 'Install'), 'https://x.dev/install', 'Run pip install.'),
  record(12, 'c', 'lvl2', levels('Guides', 'Install', 'With pipx'), 'https://x.dev/install#with-pipx', null),
  record(13, 'd', 'content', levels('Guides', 'Install', 'With pipx'), 'https://x.dev/install#with-pipx', 'Use pipx.'),
  record(14, 'e', 'content', levels('Guides', 'Install', 'Upgrade'), 'https://x.dev/install#upgrade', 'Upgrade it.'),
  record(15, 'f', 'lvl1', levels('API', 'Sessions'), 'https://x.dev/api/sessions', null, 'docs-default-0.30.2'),
];

const comboOf = (position: number): FacetCombo => {
  const r = records[position - 10];
  return [r.type, r.language, r.docusaurus_tag, r.version[0]];
};

describe('record blocks', () => {
  it('read back every field of every record, including excerpts, anchors and positions', () => {
    const block: RecordBlock = { format: 3, first: 10, records: packBlock(records) };
    const read = unpackBlock(JSON.parse(JSON.stringify(block)) as RecordBlock, comboOf);
    expect([...read.keys()]).toEqual([10, 11, 12, 13, 14, 15]);
    expect([...read.values()]).toEqual(records);
  });

  it('build only the records asked for, each as it is in the whole block', () => {
    const block: RecordBlock = { format: 3, first: 10, records: packBlock(records) };
    const read = unpackBlock(block, comboOf, new Set([13, 15]));
    expect([...read.keys()]).toEqual([13, 15]);
    expect(read.get(13)).toEqual(records[3]);
    expect(read.get(15)).toEqual(records[5]);
  });

  it('leave out the levels and the URL that a record shares with the previous one', () => {
    const packed = packBlock(records);
    expect(packed[1]).toEqual(['b', [7], '', 'Run pip install.']);
    expect(packed[3]).toEqual(['d', [7], '#with-pipx', 'Use pipx.']);
    expect(packed[4]).toEqual(['e', [2, 'Upgrade'], '#upgrade', 'Upgrade it.']);
    expect(packed[5]).toEqual(['f', [0, 'API', 'Sessions'], 'https://x.dev/api/sessions', null]);
    const plain = JSON.stringify(records.map(compactRecord));
    expect(JSON.stringify(packed).length).toBeLessThan(plain.length * 0.7);
  });

  it('refuse a block of another format', () => {
    expect(() => unpackBlock({ format: 2, first: 0, records: [] } as unknown as RecordBlock, comboOf)).toThrow(
      'Unsupported search index block format',
    );
  });
});

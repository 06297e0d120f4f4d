import { describe, expect, it } from 'vitest';
import {
  initialTabValue,
  readTabQuery,
  tabQueryKey,
  tabStorageKey,
  tabValueToApply,
  urlWithTabQuery,
} from './tab-choice';

const items = [{ value: 'uv' }, { value: 'pip' }, { value: 'pipx' }];
const values = items.map((i) => i.value);

describe('tabStorageKey', () => {
  it('stores a group under docusaurus.tab.<groupId> and an ungrouped set nowhere', () => {
    expect(tabStorageKey('install')).toBe('docusaurus.tab.install');
    expect(tabStorageKey(undefined)).toBeNull();
    expect(tabStorageKey('')).toBeNull();
  });
});

describe('tabQueryKey', () => {
  it('names the URL parameter after the groupId for queryString={true}', () => {
    expect(tabQueryKey({ groupId: 'install', queryString: true })).toBe('install');
  });

  it('uses a string queryString as the parameter name', () => {
    expect(tabQueryKey({ groupId: 'install', queryString: 'method' })).toBe('method');
    expect(tabQueryKey({ queryString: 'method' })).toBe('method');
  });

  it('has no URL parameter without queryString', () => {
    expect(tabQueryKey({ groupId: 'install' })).toBeNull();
    expect(tabQueryKey({ groupId: 'install', queryString: false })).toBeNull();
  });

  it('rejects queryString={true} without a groupId to name the parameter', () => {
    expect(() => tabQueryKey({ queryString: true })).toThrow('needs a groupId');
  });
});

describe('initialTabValue', () => {
  it('selects defaultValue, else the item marked default, else the first', () => {
    expect(initialTabValue(items, 'pipx')).toBe('pipx');
    expect(initialTabValue([{ value: 'a' }, { value: 'b', default: true }])).toBe('b');
    expect(initialTabValue(items)).toBe('uv');
  });

  it('rejects a defaultValue no item has, duplicate values and an empty set', () => {
    expect(() => initialTabValue(items, 'brew')).toThrow('names no <TabItem>. Available values: uv, pip, pipx.');
    expect(() => initialTabValue([{ value: 'a' }, { value: 'a' }])).toThrow('with the value "a"');
    expect(() => initialTabValue([])).toThrow('at least one');
  });
});

describe('tabValueToApply', () => {
  it('prefers the URL value over the stored one', () => {
    expect(tabValueToApply(values, 'pip', 'pipx')).toBe('pip');
  });

  it('uses the stored value when the URL has none', () => {
    expect(tabValueToApply(values, null, 'pipx')).toBe('pipx');
  });

  it('ignores a stored value that names no tab of the set', () => {
    expect(tabValueToApply(values, null, 'brew')).toBeNull();
    expect(tabValueToApply(values, null, null)).toBeNull();
  });

  it('keeps the default when the URL value is invalid, even with a valid stored value (as Docusaurus does)', () => {
    expect(tabValueToApply(values, 'brew', 'pip')).toBeNull();
  });
});

describe('URL helpers', () => {
  it('reads the parameter from a search string, or nothing without a key', () => {
    expect(readTabQuery('?a=1&install=uv', 'install')).toBe('uv');
    expect(readTabQuery('?a=1', 'install')).toBeNull();
    expect(readTabQuery('?install=uv', null)).toBeNull();
  });

  it('writes the choice into the URL, keeping other parameters and the hash', () => {
    expect(urlWithTabQuery('https://x.test/q/install?a=1#upgrading', 'install', 'pip')).toBe(
      'https://x.test/q/install?a=1&install=pip#upgrading',
    );
    expect(urlWithTabQuery('https://x.test/p?install=uv&b=2', 'install', 'pipx')).toBe(
      'https://x.test/p?install=pipx&b=2',
    );
  });
});

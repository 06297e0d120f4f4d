import { describe, expect, it } from 'vitest';
import { initialTabValue, tabQueryKey, tabStorageKey } from './tabs';

const items = [{ value: 'uv' }, { value: 'pip' }, { value: 'pipx' }];

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

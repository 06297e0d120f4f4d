/**
 * Which tab of a `<Tabs>` set is selected, as in Docusaurus 3.7 (group choices in storage, `queryString` in the URL).
 * Pure: the inline script lib/browser/head-scripts/tab-choices.ts does the reading and writing.
 */

/** The most tabs a set (or choices a picker) may have: components/mdx/tabs.css has a rule for each position. */
export const MAX_TABS = 24;

/** Storage key prefix of the remembered choices, as Docusaurus names it, so a choice means the same here and there. */
export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

export interface TabsSyncProps {
  groupId?: string;
  /** `true`: the URL parameter is named after `groupId`; a string: that name; absent/false: no URL parameter. */
  queryString?: boolean | string;
}

/** The storage key of a group's choice, or null for a set without a group (its choice is not remembered). */
export function tabStorageKey(groupId: string | undefined): string | null {
  return groupId ? `${TAB_STORAGE_PREFIX}${groupId}` : null;
}

/**
 * A set's URL parameter, or null. `queryString` without a name needs a `groupId`; the mistake stops the build because
 * the set renders on the server.
 */
export function tabQueryKey({ groupId, queryString }: TabsSyncProps): string | null {
  if (typeof queryString === 'string') return queryString || null;
  if (!queryString) return null;
  if (!groupId) {
    throw new Error(
      '<Tabs queryString> needs a groupId: without a string value, the groupId is the name of the URL parameter.',
    );
  }
  return groupId;
}

/**
 * The tab selected in the static HTML: `defaultValue`, else the item marked `default`, else the first. Bad items stop
 * the build.
 */
export function initialTabValue(items: { value: string; default?: boolean }[], defaultValue?: string): string {
  if (items.length === 0) throw new Error('<Tabs> needs at least one <TabItem>.');
  const values = items.map((i) => i.value);
  const duplicates = values.filter((v, i) => values.indexOf(v) !== i);
  if (duplicates.length > 0) {
    throw new Error(`<Tabs> has several <TabItem>s with the value "${duplicates[0]}"; each value must be unique.`);
  }
  if (defaultValue !== undefined) {
    if (!values.includes(defaultValue)) {
      throw new Error(
        `<Tabs defaultValue="${defaultValue}"> names no <TabItem>. Available values: ${values.join(', ')}.`,
      );
    }
    return defaultValue;
  }
  return (items.find((i) => i.default) ?? items[0]).value;
}

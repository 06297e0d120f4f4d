/**
 * Storage key prefix of the tab sets' remembered choices, as Docusaurus names it (`docusaurus.tab.<groupId>`), so
 * a choice means the same here and there. A module of its own: the pages' early check (./early.ts) needs only it.
 */
export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

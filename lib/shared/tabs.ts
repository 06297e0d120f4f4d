/** The most tabs a set (or choices a picker) may have: components/mdx/tabs.css has a rule for each position. */
export const MAX_TABS = 24;

'use client';
/**
 * Every client component that a page (rather than the root layout's own client code) renders, in one module. A
 * server component reaches client code through a client module; Turbopack gives each route entry (the layout, a
 * page, the not-found page) one chunk of the client modules it imports that the layout has not. Imported from here,
 * by the layout (the announcement bar) and the pages alike, they are all part of the layout's chunks: a page needs no
 * chunk of its own for its wrappers (a request fewer, and about 0.9 KiB less gzipped JavaScript on every route,
 * measured with `npm run bench`). What is here is small: the wrappers of lazy and gated leaves, whose code is loaded
 * later (components/lazy-leaf.tsx, components/gated-leaf.tsx), and two tiny components every doc page has.
 *
 * Server components import these from here, never from the modules themselves (eslint.config.mjs says so).
 */
export { AnnouncementBar } from './layout/announcement-bar.lazy';
export { ColorModeToggle } from './layout/color-mode-toggle.gated';
export { Dropdown } from './layout/dropdown.gated';
export { LocaleDropdown } from './layout/locale-dropdown.gated';
export { VersionDropdown } from './layout/version-dropdown.gated';
export { SearchButton } from './search/search-button.gated';
export { SearchPage } from './search/search-page.gated';
export { SidebarRoot } from './layout/sidebar-root.gated';
export { TocCollapsible } from './layout/toc-collapsible.gated';
export { TocHighlight } from './layout/toc-highlight.gated';
export { CopyPage } from './markdown/copy-page.gated';
export { CopyButton } from './mdx/copy-button.gated';
export { TabsClient } from './mdx/tabs-client.gated';
export { SampleSwitcher, SchemaDisclosure, SchemaToggleAll } from './api/widgets.gated';
export { TryItActions } from './api/try-it/actions.gated';
export { NotFoundSuggestions } from './not-found-suggestions.gated';
export { SamePageLinks } from './layout/same-page';
export { PreferredVersionLink } from './layout/preferred-version-link';

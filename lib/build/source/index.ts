// The site's content as the pages see it: every docs version loaded once (site.ts), the docs folders
// (docs-root.ts) and the config's own files (config-assets.ts). Only re-exports live here.
export * from './config-assets';
export * from './docs-root';
export * from './site';

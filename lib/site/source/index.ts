// Re-exports only: the site's content as the pages see it.
export * from './config-assets';
export * from './docs-root';
export * from './site';

// Only re-exports: "Edit this page" (edit-url.ts), "Last updated on" (last-updated.ts), per page (footer.ts).
export * from './edit-url';
export * from './footer';
export * from './last-updated';

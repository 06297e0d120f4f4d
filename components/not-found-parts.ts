'use client';
// The not-found page's client parts in one module, so that page fetches them as one chunk (not-found-parts.lazy.tsx).
export { NotFoundSearch } from './not-found-search';
export { NotFoundSuggestions } from './not-found-suggestions';

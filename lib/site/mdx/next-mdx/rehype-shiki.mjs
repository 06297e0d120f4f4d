// @shikijs/rehype with the site's options, as a module path for @next/mdx (next.config.mjs): the options hold
// functions (Shiki transformers), which a Turbopack loader option cannot.
import rehypeShiki from '@shikijs/rehype';
import { tsImport } from 'tsx/esm/api';

const { shikiOptions } = await tsImport('../shiki-options.ts', import.meta.url);

export default function rehypeShikiSite() {
  return rehypeShiki.call(this, shikiOptions);
}

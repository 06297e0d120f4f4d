// The site's remark plugin as @next/mdx takes it (next.config.mjs): Turbopack needs serializable loader options, so
// plugins are module paths that @next/mdx imports with Node's `import()`; this plain module loads the TypeScript plugin
// (guide-plugin.ts) through tsx.
import { tsImport } from 'tsx/esm/api';

const { remarkGuide } = await tsImport('../guide-plugin.ts', import.meta.url);

export default remarkGuide;

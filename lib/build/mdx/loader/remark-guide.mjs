// Entry of the guide pipeline for the `next dev` guide loader (./mdx-loader.cjs). Under Turbopack a loader's options must be serializable, so
// plugins are module paths that the loader imports with Node's own `import()`; Node 20 cannot import
// TypeScript, so this plain module loads the plugin (lib/build/mdx/guide-plugin.ts) through tsx.
import { tsImport } from 'tsx/esm/api';

const { remarkGuide } = await tsImport('../guide-plugin.ts', import.meta.url);

export default remarkGuide;

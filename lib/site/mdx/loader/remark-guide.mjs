// Turbopack needs serializable loader options, so plugins are module paths imported with Node's `import()`; this plain
// module loads the TypeScript plugin (guide-plugin.ts) through tsx.
import { tsImport } from 'tsx/esm/api';

const { remarkGuide } = await tsImport('../guide-plugin.ts', import.meta.url);

export default remarkGuide;

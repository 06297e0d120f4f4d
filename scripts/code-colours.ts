// Writes the token colour palettes of the code themes (lib/site/mdx/code-colours.generated.ts) and their classes
// (components/mdx/code-colours.css) from the installed Shiki. Run after changing CODE_THEMES or upgrading Shiki:
// `npx tsx scripts/code-colours.ts`.
import { writeFileSync } from 'node:fs';
import { codeColoursCss, codeColoursModule, loadCodePalettes } from '../lib/site/tasks';

const palettes = await loadCodePalettes();
writeFileSync('lib/site/mdx/code-colours.generated.ts', codeColoursModule(palettes));
writeFileSync('components/mdx/code-colours.css', codeColoursCss(palettes));
console.log(`${palettes.light.length} light and ${palettes.dark.length} dark token colours written.`);

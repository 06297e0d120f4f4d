import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `root` (absolute paths, sorted by folder), skipping node_modules and dot-folders; [] when root is missing. */
export function walkFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const p = join(dir, entry.name);
      if (entry.isDirectory()) visit(p);
      else out.push(p);
    }
  };
  visit(root);
  return out;
}

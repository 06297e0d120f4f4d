import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SiteConfig } from '../config/schema';

/** The site config file, whose lines problems in the config and its navbar links point at. */
export const CONFIG_FILE = 'site.config.mjs';

export function readConfigSource(): string {
  try {
    return readFileSync(join(process.cwd(), CONFIG_FILE), 'utf8');
  } catch {
    return '';
  }
}

/** Files under public/ that the config points at, with their config paths. */
export function configAssets(config: SiteConfig): [string, string][] {
  const { navbar, image } = config.themeConfig;
  const out: [string, string | undefined][] = [
    ['favicon', config.favicon],
    ['themeConfig.image', image],
    ['themeConfig.navbar.logo.src', navbar.logo?.src],
    ['themeConfig.navbar.logo.srcDark', navbar.logo?.srcDark],
  ];
  return out.filter((e): e is [string, string] => Boolean(e[1]) && !/^([a-z]+:|\/\/)/i.test(e[1]!));
}

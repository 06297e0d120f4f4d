import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { serve, CHROME } from '/work/main/scripts/bench/serve';
import { loadPageResources } from '/work/main/tests/helpers/page-resources';
const [dir, ...routes] = process.argv.slice(2);
const ourSite = !dir.includes('floor');
const { origin, stop } = await serve(dir, '/tmp/served-' + (ourSite ? 'site' : 'floor'));
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
for (const route of routes) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const { resources } = await loadPageResources(page, origin + route, { ourSite });
  let total = 0;
  console.log('##', route);
  for (const r of resources.filter((r) => r.resourceType === 'script' || r.url.endsWith('.js'))) {
    const gz = gzipSync(r.body).length;
    total += gz;
    console.log((gz / 1024).toFixed(1).padStart(7), (r.body.length / 1024).toFixed(1).padStart(7), r.url.replace(origin, ''));
  }
  console.log('total', (total / 1024).toFixed(1));
  await ctx.close();
}
await browser.close();
await stop();

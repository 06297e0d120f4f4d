// The docs MCP server over stdio: `ra-aid-docs-mcp --dir out` (a build) or `--site https://docs.ra-aid.ai` (a
// deployed copy). stdout carries the protocol only; problems with the arguments go to stderr.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { dirFiles, httpFiles, type SiteFiles } from './files';
import { createDocsServer } from './server';

const USAGE = `Usage: ra-aid-docs-mcp (--dir <folder> | --site <url>)

  --dir <folder>  a built docs site, e.g. out (written by \`npm run build\`)
  --site <url>    a deployed copy of the docs site, read over HTTP(S), e.g. https://docs.ra-aid.ai

Speaks the Model Context Protocol on stdin/stdout, with the tools search_docs, read_page and list_pages.`;

function filesFromArgs(argv: string[]): SiteFiles {
  const { values } = parseArgs({
    args: argv,
    options: { dir: { type: 'string' }, site: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (Boolean(values.dir) === Boolean(values.site)) throw new Error('Give exactly one of --dir and --site.');
  return values.dir ? dirFiles(resolve(values.dir)) : httpFiles(values.site!);
}

async function main(): Promise<void> {
  let files: SiteFiles;
  try {
    files = filesFromArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const server = createDocsServer(files);
  // The client ends the session by closing stdin; leave then, even with an idle HTTP connection still open.
  process.stdin.once('end', () => process.exit(0));
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  process.stderr.write(`ra-aid-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OPENAPI_FILE } from '@/lib/source';

export const dynamic = 'force-static';

/** The OpenAPI file the API reference is built from, offered for download as it is in the repository. */
export async function GET() {
  const body = await readFile(join(process.cwd(), OPENAPI_FILE), 'utf8');
  return new Response(body, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
}

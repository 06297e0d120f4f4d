import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, run on code that is never written to disk: the import-direction
// zones of eslint.config.mjs must reject a lib → components/app import and a components → app import, and a deep
// import of lib/site/ from outside it.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

async function buildValueErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('lint keeps the layers pointing one way', () => {
  it('rejects lib/ importing components/, by alias and by relative path', async () => {
    const errors = await layerErrors(
      'lib/shared/paths/probe.ts',
      "import { SiteLink } from '@/components/site-link';\nimport { Navbar } from '../../../components/layout/navbar/navbar';\nexport const x = [SiteLink, Navbar];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('lib/ must not import components/ or app/');
  }, 60_000);

  it('rejects lib/ and components/ importing app/', async () => {
    expect(
      await layerErrors('lib/shared/paths/probe.ts', "import Page from '@/app/search/page';\nexport const p = Page;\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('components/probe.tsx', "import Page from '@/app/search/page';\nexport const p = Page;\n"),
    ).toHaveLength(1);
  }, 60_000);

  it('allows components/ importing lib/ and app/ importing components/', async () => {
    expect(
      await layerErrors(
        'components/probe.tsx',
        "import { withBase } from '@/lib/shared/paths';\nexport const w = withBase;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'app/probe.tsx',
        "import { SiteLink } from '@/components/site-link';\nexport const s = SiteLink;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('rejects lib/browser/ importing lib/site/, and lib/shared/ importing either side', async () => {
    const browser = await layerErrors(
      'lib/browser/probe.ts',
      "import { getSite } from '@/lib/site/source';\nimport { siteMarkdown } from '../site/outputs/markdown/site';\nexport const x = [getSite, siteMarkdown];\n",
    );
    expect(browser).toHaveLength(2);
    expect(browser[0]).toContain('lib/browser/ must not import lib/site/');
    expect(
      await layerErrors(
        'lib/shared/probe.ts',
        "import { peek } from '../browser/theme/connection';\nexport const p = peek;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'lib/browser/probe.ts',
        "import { withBase } from '@/lib/shared/paths';\nexport const w = withBase;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('rejects a lib/site/ folder importing one that comes later in the data flow, and allows an earlier one', async () => {
    const back = await layerErrors(
      'lib/site/openapi/probe.ts',
      "import type { Source } from '../source/types';\nimport { pageView } from '@/lib/site/route-data/view';\nexport const v = pageView;\nexport type S = Source;\n",
    );
    expect(back).toHaveLength(2);
    expect(back[0]).toContain('lib/site/openapi/ comes before page-tree, source, route-data, outputs');
    expect(
      await layerErrors(
        'lib/site/route-data/probe.ts',
        "import { siteMarkdown } from '../outputs/markdown/site';\nexport const m = siteMarkdown;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'lib/site/route-data/probe.ts',
        "import { getSite } from '../source';\nimport { apiSlug } from '../openapi/slug';\nexport const x = [getSite, apiSlug];\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('rejects components/ importing a value from lib/site/, by alias and by relative path', async () => {
    const errors = await buildValueErrors(
      'components/api/probe.tsx',
      "import { typeLabel } from '@/lib/site/openapi/schema-view';\nimport { getSite } from '../../lib/site/source';\nimport { routeDataAt } from '@/lib/site/pages';\nexport const x = [typeLabel, getSite, routeDataAt];\n",
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('components/ may import only types from lib/site/');
  }, 60_000);

  it('allows components/ importing types from lib/site/, and values from lib/shared/', async () => {
    expect(
      await buildValueErrors(
        'components/api/probe.tsx',
        "import type { PageView } from '@/lib/site/types';\nimport { type ShownSchema } from '../../lib/site/types';\nimport { withBase } from '@/lib/shared/paths';\nexport type V = [PageView, ShownSchema];\nexport const w = withBase;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('rejects a deep import of lib/site/ from outside it: static, dynamic, by alias and by relative path', async () => {
    const DOORS_ONLY = 'outside lib/site/, import build-time code only through its doors';
    const app = await layerErrors(
      'app/probe/route.ts',
      "import { getSite } from '@/lib/site/source';\nimport { siteLlmsTxt } from '../../lib/site/outputs/markdown/site';\nexport const x = [getSite, siteLlmsTxt];\nexport const y = () => import('@/lib/site/outputs/search/site-index');\n",
    );
    expect(app).toHaveLength(3);
    expect(app[0]).toContain(DOORS_ONLY);
    expect(
      await layerErrors(
        'components/api/probe.tsx',
        "import type { MediaView } from '@/lib/site/openapi/media-view';\nexport type M = MediaView;\n",
      ),
    ).toEqual([expect.stringContaining(DOORS_ONLY)]);
    expect(
      await layerErrors(
        'scripts/probe.ts',
        "import { readIndexDir } from '../lib/site/outputs/search/index-files';\nexport const r = readIndexDir;\n",
      ),
    ).toEqual([expect.stringContaining(DOORS_ONLY)]);
    expect(
      await layerErrors(
        'probe.config.mjs',
        "import { writeGuideMap } from './lib/site/mdx/guide-map.mjs';\nexport const w = writeGuideMap;\n",
      ),
    ).toEqual([expect.stringContaining(DOORS_ONLY)]);
  }, 60_000);

  it('holds tests outside lib/site/ to the doors too, and leaves lib/site/ itself to the data flow', async () => {
    expect(
      await layerErrors(
        'tests/content-facts/probe.test.ts',
        "import { readCliFacts } from '@/lib/site/content/facts/cli';\nexport const r = readCliFacts;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'lib/shared/search/probe.test.ts',
        "import { buildIndexFiles } from '../../site/outputs/search/shard-build';\nexport const b = buildIndexFiles;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'lib/site/outputs/probe.ts',
        "import { getSite } from '../source/site';\nimport { readIndexDir } from './search/index-files';\nexport const x = [getSite, readIndexDir];\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'lib/site/outputs/probe.ts',
        "import { getSite } from '../pages';\nexport const g = getSite;\n",
      ),
    ).toEqual([expect.stringContaining("lib/site/'s folders do not import its doors")]);
  }, 60_000);

  it('allows the doors of lib/site/ from outside it', async () => {
    expect(
      await layerErrors(
        'app/probe/page.tsx',
        "import { getSite, routeDataAt } from '@/lib/site/pages';\nimport { robotsRules, importMarkdownTwins } from '../../lib/site/files';\nexport const x = [getSite, routeDataAt, robotsRules, importMarkdownTwins];\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'scripts/probe.ts',
        "import { readIndexDir, importSite } from '../lib/site/tasks';\nimport type { CardContent } from '../lib/site/types';\nexport const x = [readIndexDir, importSite];\nexport type C = CardContent;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'tests/content-facts/probe.test.ts',
        "import { readCliFacts } from '../../lib/site/tasks';\nexport const r = readCliFacts;\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'probe.config.mjs',
        "import { writeGuideMap } from './lib/site/startup.mjs';\nexport const w = writeGuideMap;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('rejects lib/browser/head-scripts/ importing the rest of lib/browser/, and allows it lib/shared/', async () => {
    const errors = await layerErrors(
      'lib/browser/head-scripts/probe.ts',
      "import { peek } from '../theme/connection';\nimport { withBase } from '../../shared/paths';\nimport { TAB_CHOICES_SCRIPT } from './tab-choices';\nexport const x = [peek, withBase, TAB_CHOICES_SCRIPT];\n",
    );
    expect(errors).toEqual([expect.stringContaining('lib/browser/head-scripts/ imports only lib/shared/')]);
  }, 60_000);
});

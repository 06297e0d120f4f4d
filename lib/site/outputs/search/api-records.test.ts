import { describe, expect, it } from 'vitest';
import { doc, fixtureTree } from '../../../../tests/helpers/fixture-tree';
import { validateSiteConfig } from '../../config/schema';
import { loadSource } from '../../source/load';
import { OPENAPI_FILE } from '../../openapi/paths';
import { markdownParagraphs } from '../../openapi/text';
import { buildRecords } from './records';

const config = validateSiteConfig(
  { url: 'https://docs.example.com', baseUrl: '/', title: 'Docs', themeConfig: { navbar: { items: [] } } },
  'test',
);

async function apiSite() {
  const root = fixtureTree({ 'intro.mdx': doc({ title: 'Welcome', description: 'Landing', slug: '/' }) });
  const source = await loadSource({
    contentDir: root,
    projectRoot: root,
    openapi: { file: OPENAPI_FILE, configPath: 'redocly.yaml' },
  });
  return buildRecords({ source, config, topLevel: 'Docs' });
}

describe('API page records', () => {
  it('give an operation its title, endpoint, sections and the fields each section lists, under its tag', async () => {
    const records = (await apiSite()).filter(
      (r) => r.url_without_anchor === 'https://docs.example.com/api/spawn-agent-v-1-spawn-agent-post',
    );
    expect(records[0]).toMatchObject({ type: 'lvl1', hierarchy: { lvl0: 'Agent', lvl1: 'Spawn agent' }, anchor: null });
    expect(records[1]).toMatchObject({ type: 'content', content: 'POST /v1/spawn-agent' });
    const body = records.filter((r) => r.anchor === 'request-body');
    expect(body[0]).toMatchObject({ type: 'lvl2', hierarchy: { lvl2: 'Request body' } });
    expect(body.map((r) => r.content)).toContain(
      'message: The task or question for the agent, as you would pass it to ra-aid -m.',
    );
    const created = records.filter((r) => r.anchor === 'response-201');
    expect(created[0]).toMatchObject({ type: 'lvl3', hierarchy: { lvl2: 'Responses', lvl3: '201 Created' } });
    expect(created.map((r) => r.content)).toContain(
      'session_id: ID of the new session; use it with get session and get session trajectories.',
    );
  });

  it('give the overview its servers and every operation', async () => {
    const records = (await apiSite()).filter((r) => r.url_without_anchor === 'https://docs.example.com/api/ra-aid-api');
    expect(records[0]).toMatchObject({ type: 'lvl1', hierarchy: { lvl0: 'API', lvl1: 'RA.Aid API' } });
    const ops = records.filter((r) => r.anchor === 'operations' && r.type === 'content').map((r) => r.content);
    expect(ops).toHaveLength(8);
    expect(ops).toContain('GET /v1/session/{session_id}/trajectory: Get session trajectories');
    expect(ops).toContain('DELETE /v1/session/{session_id}: Kill session');
  });
});

describe('markdownParagraphs', () => {
  it('splits paragraphs and drops Markdown marks', () => {
    expect(markdownParagraphs('Use `ra-aid --server` and **see** [docs](/x).\n\nNext   line.')).toEqual([
      'Use ra-aid --server and see docs.',
      'Next line.',
    ]);
  });
});

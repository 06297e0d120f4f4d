// The GitHub Actions workflows in .github/workflows/: validated by GitHub's own workflow parser (the schema,
// expression syntax and which contexts each key may use), then their expressions evaluated with
// @actions/expressions against pull-request events (the preview workflow's steps run in ./workflow-steps.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';
import {
  EXPRESSION,
  evaluate,
  evaluateEnv,
  pullRequestContext,
  source,
  workflow,
  workflowFiles,
  type Job,
  type Step,
} from '../tests/helpers/workflows';
import { previewBuild } from './preview-base';

// GitHub's workflow parser imports its schema JSON without an import attribute, which Node's ESM loader refuses;
// tsx's loader accepts it (without touching how the other tests load their modules).
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = (await tsImport(
  '@actions/workflow-parser',
  import.meta.url,
)) as typeof import('@actions/workflow-parser');

/** Every problem GitHub's workflow parser reports: schema, expression syntax, contexts per key, the job graph. */
async function workflowProblems(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const problems = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    problems.push(...(template.errors ?? []).map((e) => e.Message));
  }
  return [...new Set(problems)];
}

describe('every workflow file', () => {
  it.each(workflowFiles)(
    '%s passes GitHub’s workflow parser (schema, expressions, contexts allowed per key)',
    async (file) => {
      expect(await workflowProblems(file, source(file))).toEqual([]);
    },
  );

  it('the parser rejects a workflow whose expression names a context that does not exist', async () => {
    const broken = source('preview.yml').replace('${{ vars.PREVIEW_PAGES_BRANCH', '${{ var.PREVIEW_PAGES_BRANCH');
    expect(await workflowProblems('preview.yml', broken)).toContainEqual(
      expect.stringContaining("Unrecognized named-value: 'var'"),
    );
  });

  it('the parser rejects a context used where GitHub does not provide it (steps in a job-level if)', async () => {
    const broken = source('preview.yml').replace(
      "${{ github.event.action != 'closed' }}",
      "${{ steps.pages.outcome != 'closed' }}",
    );
    expect(await workflowProblems('preview.yml', broken)).toContainEqual(
      expect.stringContaining("Unrecognized named-value: 'steps'"),
    );
  });

  it('the parser rejects a key the schema does not know and an event type GitHub does not send', async () => {
    const broken = source('preview.yml')
      .replace('timeout-minutes: 30', 'timeout-minute: 30')
      .replace('reopened, closed', 'reopened, shut');
    const problems = await workflowProblems('preview.yml', broken);
    expect(problems).toContainEqual(expect.stringContaining("Unexpected value 'timeout-minute'"));
    expect(problems).toContainEqual(expect.stringContaining("Unexpected value 'shut'"));
  });

  it.each(workflowFiles)(
    '%s reads only step ids of earlier steps in the same job and outputs of jobs it needs',
    (file) => {
      const bad: string[] = [];
      for (const [jobId, job] of Object.entries(workflow(file).jobs)) {
        const needs = [job.needs ?? []].flat();
        const texts = (stepsBefore: Step[], value: unknown) => {
          for (const [, expression] of JSON.stringify(value ?? '').matchAll(EXPRESSION)) {
            for (const [, id] of expression.matchAll(/\bsteps\.([\w-]+)/g))
              if (!stepsBefore.some((s) => s.id === id)) bad.push(`${jobId}: steps.${id}`);
            for (const [, id] of expression.matchAll(/\bneeds\.([\w-]+)/g))
              if (!needs.includes(id)) bad.push(`${jobId}: needs.${id}`);
          }
        };
        job.steps.forEach((step, i) => texts(job.steps.slice(0, i), step));
        texts(job.steps, job.outputs);
        texts([], { if: job.if, env: job.env });
      }
      expect(bad).toEqual([]);
    },
  );
});

describe('the CI workflow', () => {
  const ci = workflow('ci.yml');
  const steps = Object.values(ci.jobs).flatMap((j) => j.steps);

  it('checks out this repository once, into the workspace root, and runs bash .ci/run there', () => {
    const checkouts = steps.filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0].with?.repository).toBeUndefined();
    expect(checkouts[0].with?.path).toBeUndefined();
    const run = steps.find((s) => s.run?.trim() === 'bash .ci/run');
    expect(run).toBeDefined();
    expect(run?.['working-directory']).toBeUndefined();
  });

  it('needs nothing beside the repository: neither .ci/run nor the package scripts it runs read ../shared', () => {
    const ciRun = readFileSync(join(process.cwd(), '.ci/run'), 'utf8');
    const scripts = readFileSync(join(process.cwd(), 'package.json'), 'utf8');
    expect(`${ciRun}\n${scripts}\n${source('ci.yml')}`).not.toMatch(/\.\.\/shared|SHARED_/);
  });
});

describe('the preview workflow', () => {
  const preview = workflow('preview.yml');
  const { build, deploy, cleanup } = preview.jobs;
  const buildStep = build.steps.find((s) => s.run?.trim() === 'npm run build:preview')!;

  it('runs when a pull request is opened, pushed to, reopened and closed', () => {
    expect(preview.on.pull_request?.types).toEqual(
      expect.arrayContaining(['opened', 'synchronize', 'reopened', 'closed']),
    );
  });

  /** The base path npm run build:preview builds for, from the build step's env as GitHub would fill it. */
  const builtFor = (ctx: ReturnType<typeof pullRequestContext>) =>
    previewBuild(evaluateEnv(buildStep.env, ctx)).location;

  it('builds a project site’s preview under /<repo>/pr-<n>/, from the Pages site URL that configure-pages reads', () => {
    const pages = {
      pages: { outcome: 'success', outputs: { base_url: 'https://octo.github.io/docs', base_path: '/docs' } },
    };
    expect(builtFor(pullRequestContext({ steps: pages }))).toEqual({
      basePath: '/docs/pr-7/',
      origin: 'https://octo.github.io',
      url: 'https://octo.github.io/docs/pr-7/',
    });
    // No readable Pages site: the repository's default project-site URL, not /pr-<n>/.
    expect(builtFor(pullRequestContext({ steps: { pages: { outcome: 'failure', outputs: {} } } })).basePath).toBe(
      '/docs/pr-7/',
    );
  });

  it('builds under /pr-<n>/ when Pages serves the branch at a host root (custom domain or the PREVIEW_SITE_URL variable)', () => {
    const customDomain = {
      pages: { outcome: 'success', outputs: { base_url: 'https://docs.example.com', base_path: '' } },
    };
    expect(builtFor(pullRequestContext({ steps: customDomain })).url).toBe('https://docs.example.com/pr-7/');
    expect(builtFor(pullRequestContext({ vars: { PREVIEW_SITE_URL: 'https://previews.example.org/' } })).url).toBe(
      'https://previews.example.org/pr-7/',
    );
  });

  it('publishes and cleans up only pull requests from this repository whose token can write (not forks, not Dependabot)', () => {
    const needs = { build: { outputs: { publish: 'true', url: 'https://octo.github.io/docs/pr-7/' } } };
    const runs = (job: Job, opts: Parameters<typeof pullRequestContext>[0]) =>
      evaluate(job.if ?? 'true', pullRequestContext({ needs, ...opts }), true);
    expect(runs(build, {})).toBe('true');
    expect(runs(deploy, {})).toBe('true');
    expect(runs(cleanup, {})).toBe('false');
    expect(runs(deploy, { fork: true })).toBe('false');
    expect(runs(deploy, { author: 'dependabot[bot]' })).toBe('false');
    expect(runs(build, { action: 'closed' })).toBe('false');
    expect(runs(cleanup, { action: 'closed' })).toBe('true');
    expect(runs(cleanup, { action: 'closed', fork: true })).toBe('false');
    expect(runs(deploy, { needs: { build: { outputs: { publish: 'false' } } } })).toBe('false');
  });

  it('publishes when there is a Pages site or a variable says where the branch is served, and otherwise keeps the artifact only', () => {
    const publish = (opts: Parameters<typeof pullRequestContext>[0]) =>
      evaluate(build.outputs!.publish, pullRequestContext(opts));
    expect(publish({ steps: { pages: { outcome: 'success' } } })).toBe('true');
    expect(publish({ steps: { pages: { outcome: 'failure' } } })).toBe('false');
    expect(publish({ vars: { PREVIEW_PAGES_BRANCH: 'gh-pages' }, steps: { pages: { outcome: 'failure' } } })).toBe(
      'true',
    );
    expect(publish({ vars: { PREVIEW_SITE_URL: 'https://previews.example.org/' } })).toBe('true');
  });

  it('gives each job only the token permissions it uses', () => {
    const jobs = parse(source('preview.yml')) as {
      permissions: object;
      jobs: Record<string, { permissions?: object }>;
    };
    expect(jobs.permissions).toEqual({ contents: 'read' });
    expect(jobs.jobs.build.permissions).toEqual({ contents: 'read', pages: 'read' });
    for (const job of ['deploy', 'cleanup'])
      expect(jobs.jobs[job].permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
  });
});

// The GitHub Actions workflows in .github/workflows/: validated by GitHub's own workflow parser (the schema,
// expression syntax and which contexts each key may use), then run where that can be done here: their
// expressions are evaluated with @actions/expressions against pull-request events, and their shell and
// github-script steps are run against a local git repository and a stand-in for the GitHub API.
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';
import { previewBuild } from './preview-base';

// GitHub's workflow parser imports its schema JSON without an import attribute, which Node's ESM loader refuses;
// tsx's loader accepts it (without touching how the other tests load their modules).
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = (await tsImport(
  '@actions/workflow-parser',
  import.meta.url,
)) as typeof import('@actions/workflow-parser');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Job {
  if?: string;
  needs?: string | string[];
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, Job>;
}

const WORKFLOWS = join(process.cwd(), '.github/workflows');
const workflowFiles = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
const source = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');
const workflow = (name: string) => parse(source(name)) as Workflow;

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

const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
const CONTEXTS = [
  'github',
  'vars',
  'secrets',
  'steps',
  'needs',
  'env',
  'inputs',
  'matrix',
  'strategy',
  'runner',
  'job',
];

function evaluateExpression(expression: string, context: data.Dictionary): data.ExpressionData {
  const { tokens } = new Lexer(expression).lex();
  return new Evaluator(new Parser(tokens, CONTEXTS, []).parse(), context).evaluate();
}

/** A workflow value as the runner would see it: `${{ }}` parts evaluated, the rest kept (a bare `if` is one expression). */
function evaluate(value: string, context: object, bareExpression = false): string {
  const ctx = JSON.parse(JSON.stringify(context), data.reviver) as data.Dictionary;
  const whole = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(value);
  if (bareExpression || whole) {
    const result = evaluateExpression(whole ? whole[1] : value, ctx);
    return bareExpression ? String(truthy(result)) : result.coerceString();
  }
  return value.replace(EXPRESSION, (_, expression: string) => evaluateExpression(expression, ctx).coerceString());
}
const evaluateEnv = (env: Record<string, string> | undefined, context: object) =>
  Object.fromEntries(Object.entries(env ?? {}).map(([k, v]) => [k, evaluate(String(v), context)]));

/** The contexts of a pull_request event run, as GitHub fills them (only the fields the workflows read). */
function pullRequestContext(
  opts: {
    action?: string;
    number?: number;
    fork?: boolean;
    author?: string;
    vars?: Record<string, string>;
    steps?: object;
    needs?: object;
  } = {},
) {
  const repository = 'octo/docs';
  return {
    github: {
      repository,
      repository_owner: 'octo',
      server_url: 'https://github.com',
      token: 'the-token',
      event_name: 'pull_request',
      event: {
        action: opts.action ?? 'synchronize',
        repository: { name: 'docs', full_name: repository },
        pull_request: {
          number: opts.number ?? 7,
          head: { sha: 'abc1234', repo: { full_name: opts.fork ? 'someone/docs' : repository } },
          user: { login: opts.author ?? 'octocat' },
        },
      },
    },
    vars: opts.vars ?? {},
    steps: opts.steps ?? {},
    needs: opts.needs ?? {},
  };
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

describe('the preview workflow’s pages-branch steps, run against a local repository', () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-workflow-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const remote = join(root, 'remote.git');
  spawnSync('git', ['init', '-q', '--bare', remote]);
  const preview = workflow('preview.yml');
  const script = (job: string) => preview.jobs[job].steps.find((s) => s.run?.includes('git push'))!;

  // The scripts push to https://x-access-token:<token>@github.com/octo/docs.git; git rewrites that to the local
  // bare repository. HOME and the system config are left out so the machine's git settings play no part.
  const gitEnv = {
    NODE_ENV: 'test' as const,
    PATH: process.env.PATH ?? '',
    HOME: root,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `url.${remote}.insteadOf`,
    GIT_CONFIG_VALUE_0: 'https://x-access-token:the-token@github.com/octo/docs.git',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'octo/docs',
  };

  /** Runs a job's git step the way the runner does (`bash -e`), in a fresh workspace holding `files` as the artifact. */
  function runStep(job: 'deploy' | 'cleanup', number: number, files: Record<string, string> = {}) {
    const workspace = mkdtempSync(join(root, `${job}-`));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(workspace, 'preview', path, '..'), { recursive: true });
      writeFileSync(join(workspace, 'preview', path), text);
    }
    const step = script(job);
    writeFileSync(join(workspace, 'step.sh'), step.run!);
    const env = {
      ...gitEnv,
      ...evaluateEnv(step.env, pullRequestContext({ number, action: job === 'cleanup' ? 'closed' : 'synchronize' })),
    };
    const result = spawnSync('bash', ['-e', 'step.sh'], { cwd: workspace, env, encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  }
  const branchFiles = () => {
    const r = spawnSync('git', ['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'gh-pages'], { encoding: 'utf8' });
    return r.status === 0 ? r.stdout.trim().split('\n').sort() : [];
  };
  const commits = () =>
    Number(
      spawnSync('git', ['--git-dir', remote, 'rev-list', '--count', 'gh-pages'], { encoding: 'utf8' }).stdout.trim() ||
        0,
    );

  it('closing a pull request before any preview exists changes nothing', () => {
    const { status, output } = runStep('cleanup', 7);
    expect(status).toBe(0);
    expect(output).toContain('nothing to delete');
    expect(branchFiles()).toEqual([]);
  });

  it('commits a preview as pr-<n>/ beside what the branch holds, with .nojekyll and without compressed copies', () => {
    // The branch's own root (a production site) must survive every preview.
    const seed = join(root, 'seed');
    spawnSync('git', ['init', '-q', '-b', 'gh-pages', seed]);
    writeFileSync(join(seed, 'index.html'), 'production');
    spawnSync('git', ['-C', seed, 'add', '-A']);
    spawnSync('git', ['-C', seed, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'site']);
    expect(spawnSync('git', ['-C', seed, 'push', '-q', remote, 'gh-pages']).status).toBe(0);

    const first = runStep('deploy', 7, {
      'index.html': 'seven',
      'index.html.gz': 'gz',
      'page/old.html': 'old',
      'data.gz': 'only gz',
    });
    expect(first.status, first.output).toBe(0);
    expect(runStep('deploy', 8, { 'index.html': 'eight' }).status).toBe(0);
    expect(branchFiles()).toEqual([
      '.nojekyll',
      'index.html',
      'pr-7/data.gz',
      'pr-7/index.html',
      'pr-7/page/old.html',
      'pr-8/index.html',
    ]);
  });

  it('replaces a pull request’s folder on the next push, and commits nothing when the build did not change', () => {
    expect(runStep('deploy', 7, { 'index.html': 'seven, again' }).status).toBe(0);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html', 'pr-7/index.html', 'pr-8/index.html']);
    const before = commits();
    const again = runStep('deploy', 7, { 'index.html': 'seven, again' });
    expect(again.status).toBe(0);
    expect(again.output).toContain('already up to date');
    expect(commits()).toBe(before);
  });

  it('deletes only the closed pull request’s folder, once', () => {
    expect(runStep('cleanup', 7).status).toBe(0);
    expect(branchFiles()).toEqual(['.nojekyll', 'index.html', 'pr-8/index.html']);
    const before = commits();
    const again = runStep('cleanup', 7);
    expect(again.status).toBe(0);
    expect(again.output).toContain('nothing to delete');
    expect(commits()).toBe(before);
  });

  it('fails (and does not report success) when the push is refused', () => {
    const hook = join(remote, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    try {
      // Five attempts with their back-off would take 75 s: one refused attempt, without the wait, shows the step fails.
      const step = script('deploy').run!;
      expect(step).toMatch(/for attempt in 1 2 3 4 5/);
      const workspace = mkdtempSync(join(root, 'refused-'));
      mkdirSync(join(workspace, 'preview'));
      writeFileSync(join(workspace, 'preview', 'index.html'), 'x');
      writeFileSync(
        join(workspace, 'step.sh'),
        step.replace('for attempt in 1 2 3 4 5', 'for attempt in 1').replace(/sleep [^\n]*/, ':'),
      );
      const env = { ...gitEnv, ...evaluateEnv(script('deploy').env, pullRequestContext({ number: 9 })) };
      const result = spawnSync('bash', ['-e', 'step.sh'], { cwd: workspace, env, encoding: 'utf8' });
      expect(result.status).not.toBe(0);
      expect(result.stdout + result.stderr).toContain('Could not push pr-9/');
    } finally {
      rmSync(hook);
    }
  });
});

describe('the preview workflow’s comment steps, run against a stand-in for the GitHub API', () => {
  interface Comment {
    id: number;
    issue: number;
    body: string;
    user: { type: 'Bot' | 'User' };
  }
  const preview = workflow('preview.yml');
  const commentStep = (job: string) =>
    preview.jobs[job].steps.find((s) => s.uses?.startsWith('actions/github-script@'))!;

  function api(comments: Comment[]) {
    const listComments = ({ issue_number }: { issue_number: number }) =>
      comments.filter((c) => c.issue === issue_number);
    return {
      paginate: async (fn: typeof listComments, params: { issue_number: number }) => fn(params),
      rest: {
        issues: {
          listComments,
          createComment: async ({ issue_number, body }: { issue_number: number; body: string }) => {
            comments.push({ id: comments.length + 1, issue: issue_number, body, user: { type: 'Bot' } });
          },
          updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => {
            comments.find((c) => c.id === comment_id)!.body = body;
          },
        },
      },
    };
  }
  /** Runs a github-script step's script as the action does: an async function of github, context (and process.env). */
  async function runScript(job: 'deploy' | 'cleanup', comments: Comment[], number = 7) {
    const step = commentStep(job);
    const ctx = pullRequestContext({
      number,
      needs: { build: { outputs: { url: `https://octo.github.io/docs/pr-${number}/` } } },
    });
    const env = evaluateEnv(step.env, ctx);
    const context = { repo: { owner: 'octo', repo: 'docs' }, payload: ctx.github.event };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('github', 'context', 'process', step.with!.script)(api(comments), context, { env });
  }

  it('posts the preview address once and edits that comment on later pushes, leaving people’s comments alone', async () => {
    const comments: Comment[] = [
      { id: 100, issue: 7, body: '<!-- pr-preview --> quoted by a person', user: { type: 'User' } },
    ];
    await runScript('deploy', comments);
    await runScript('deploy', comments);
    const bot = comments.filter((c) => c.user.type === 'Bot');
    expect(bot).toHaveLength(1);
    expect(bot[0].body).toContain('https://octo.github.io/docs/pr-7/');
    expect(bot[0].body).toContain('abc1234');
    expect(comments[0].body).toBe('<!-- pr-preview --> quoted by a person');
  });

  it('says the preview is deleted when the pull request closes, and posts nothing where no preview was announced', async () => {
    const comments: Comment[] = [];
    await runScript('deploy', comments, 7);
    await runScript('cleanup', comments, 7);
    await runScript('cleanup', comments, 8);
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toMatch(/deleted when the pull request was closed/);
    expect(comments[0].body).not.toContain('https://');
  });
});

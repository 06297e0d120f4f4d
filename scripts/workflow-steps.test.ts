// The preview workflow's steps run where that can be done here: its shell steps against a local git repository,
// its github-script steps against a stand-in for the GitHub API (the workflow files are validated in
// ./workflows.test.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateEnv, pullRequestContext, workflow } from '../tests/helpers/workflows';

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

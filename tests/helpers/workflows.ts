// Reading the GitHub Actions workflows in .github/workflows/ and evaluating their expressions with
// @actions/expressions against a pull-request event, for the tests in scripts/workflows*.test.ts.
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
export interface Job {
  if?: string;
  needs?: string | string[];
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
export interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, Job>;
}

export const WORKFLOWS = join(process.cwd(), '.github/workflows');
export const workflowFiles = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
export const source = (name: string) => readFileSync(join(WORKFLOWS, name), 'utf8');
export const workflow = (name: string) => parse(source(name)) as Workflow;

export const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
export const CONTEXTS = [
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

export function evaluateExpression(expression: string, context: data.Dictionary): data.ExpressionData {
  const { tokens } = new Lexer(expression).lex();
  return new Evaluator(new Parser(tokens, CONTEXTS, []).parse(), context).evaluate();
}

/** A workflow value as the runner would see it: `${{ }}` parts evaluated, the rest kept (a bare `if` is one expression). */
export function evaluate(value: string, context: object, bareExpression = false): string {
  const ctx = JSON.parse(JSON.stringify(context), data.reviver) as data.Dictionary;
  const whole = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(value);
  if (bareExpression || whole) {
    const result = evaluateExpression(whole ? whole[1] : value, ctx);
    return bareExpression ? String(truthy(result)) : result.coerceString();
  }
  return value.replace(EXPRESSION, (_, expression: string) => evaluateExpression(expression, ctx).coerceString());
}
export const evaluateEnv = (env: Record<string, string> | undefined, context: object) =>
  Object.fromEntries(Object.entries(env ?? {}).map(([k, v]) => [k, evaluate(String(v), context)]));

/** The contexts of a pull_request event run, as GitHub fills them (only the fields the workflows read). */
export function pullRequestContext(
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

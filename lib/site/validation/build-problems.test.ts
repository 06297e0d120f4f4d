import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/errors';
import { ConfigError } from '../config/schema';
import { VersionsError } from '../../shared/versions/meta';
import { configSyntaxProblem, problemsOf } from './build-problems';

const files: Record<string, string> = {
  'site.config.mjs': "const config = {\n  title: 'X',\n  docs: { lastVersion: '9.9' },\n};\nexport default config;\n",
  'versions.json': '[\n  "1.0",\n  "bad name"\n]\n',
};
const read = (file: string) => files[file] ?? '';

describe('problemsOf', () => {
  it('passes on the located problems of content and OpenAPI errors, each once', () => {
    const problem = { file: 'content/a.mdx', line: 2, column: 1, message: 'm' };
    expect(problemsOf(new ContentError('t', [problem, { ...problem }]), read)).toEqual([problem]);
  });

  it('finds the line of each config path of a ConfigError in site.config.mjs', () => {
    const error = new ConfigError('Invalid site config', [{ path: 'title', message: 'title: bad' }]);
    expect(problemsOf(error, read)).toEqual([{ file: 'site.config.mjs', line: 2, column: 3, message: 'title: bad' }]);
  });

  it('finds a docs versions problem in site.config.mjs or versions.json', () => {
    const config = new VersionsError('x', [
      { file: 'site.config.mjs', path: ['docs', 'lastVersion'], message: 'docs.lastVersion: no' },
    ]);
    expect(problemsOf(config, read)).toEqual([
      { file: 'site.config.mjs', line: 3, column: 11, message: 'docs.lastVersion: no' },
    ]);
    const json = new VersionsError('x', [{ file: 'versions.json', path: [1], message: '[1] bad' }]);
    expect(problemsOf(json, read)).toEqual([{ file: 'versions.json', line: 3, column: 3, message: '[1] bad' }]);
  });

  it('leaves any other error to the caller', () => {
    expect(problemsOf(new TypeError('bug'), read)).toBeUndefined();
  });
});

describe('configSyntaxProblem', () => {
  it('gives a JavaScript syntax error of the config at its line and column', () => {
    expect(configSyntaxProblem('const a = {\n  b: 1,,\n};\n', 'site.config.mjs')).toEqual({
      file: 'site.config.mjs',
      line: 2,
      column: 8,
      message: 'JavaScript syntax error: Unexpected token',
    });
    expect(configSyntaxProblem(files['site.config.mjs'], 'site.config.mjs')).toBeUndefined();
  });
});

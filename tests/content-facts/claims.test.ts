import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliOption } from '@/lib/site/types';
import { readOptionClaims, scopeContradictions, sentencesNaming, statedDefaults, tableTextProblems } from './claims';

const react = { agents: 'react-agents' as const, source: 'test' };
const option = (flag: string, description: string, extra: Partial<CliOption> = {}): CliOption => ({
  flags: [flag],
  action: 'store',
  effective_default: null,
  default_is_dynamic: false,
  is_boolean_switch: false,
  takes_value: true,
  choices: null,
  description,
  ...extra,
});

describe('scope claims', () => {
  it('flag a claim about every agent unless the same text limits it to the ReAct back-end', () => {
    const old = '**`--recursion-limit`** caps the number of LangGraph steps each agent may take in one agent run.';
    expect(scopeContradictions(old, '--recursion-limit', react)).toEqual([
      'says "each agent" about --recursion-limit, which only acts on agents on the LangGraph ReAct back-end',
    ]);
    const fixed = 'It caps the steps of every agent on the LangGraph ReAct back-end.';
    expect(scopeContradictions(fixed, '--recursion-limit', react)).toEqual([]);
    expect(scopeContradictions('It is handed over with each agent run.', '--recursion-limit', react)).toEqual([]);
  });

  it("flag a text that narrows a ReAct-wide option to one provider's agents", () => {
    const old =
      "Turns off the trimming of older conversation messages that otherwise keeps Anthropic Claude ReAct agents under the model's token limit.";
    expect(scopeContradictions(old, '--disable-limit-tokens', react)).toEqual([
      'narrows --disable-limit-tokens to "Anthropic Claude ReAct agents", but it acts on every ReAct-back-end agent, whatever the provider',
    ]);
    const fixed =
      'Turns off the trimming for every agent on the LangGraph ReAct back-end (Claude 3.7 names get an Anthropic-specific trimmer).';
    expect(scopeContradictions(fixed, '--disable-limit-tokens', react)).toEqual([]);
  });

  it('find the sentences of a line that name a scoped option', () => {
    const line = 'Costs are recorded. Pass `--track-cost` to record them. `--show-cost` shows them.';
    expect(sentencesNaming(line, { scopes: { '--track-cost': react } })).toEqual([
      { flag: '--track-cost', sentence: 'Pass `--track-cost` to record them.' },
    ]);
  });
});

describe('option table texts', () => {
  it('must name the scope of a scoped option, since a table row is read on its own', () => {
    const old = option('--no-track-cost', 'Explicitly switches cost/token tracking off.', { is_boolean_switch: true });
    expect(tableTextProblems(old, react)).toEqual([
      'does not say that --no-track-cost only acts on agents on the LangGraph ReAct back-end',
    ]);
    const fixed = option('--no-track-cost', 'Switches cost recording off for agents on the LangGraph ReAct back-end.', {
      is_boolean_switch: true,
    });
    expect(tableTextProblems(fixed, react)).toEqual([]);
  });

  it('must state the real default when they state one', () => {
    expect(
      statedDefaults('Stops a run (300 s = 5 minutes by default); the default 0.0.0.0 listens; 1818 unless changed.'),
    ).toEqual(['300 s = 5 minutes', '0.0.0.0', '1818']);
    const timeout = option('--test-cmd-timeout', 'How long one run may take (300 s by default).', {
      effective_default: 300,
    });
    expect(tableTextProblems(timeout, undefined)).toEqual([]);
    const wrong = option('--test-cmd-timeout', 'How long one run may take (600 s by default).', {
      effective_default: 300,
    });
    expect(tableTextProblems(wrong, undefined)).toEqual([
      'states the default of --test-cmd-timeout as "600 s", but it is 300',
    ]);
    const switchOn = option('--hil', 'Lets the agent ask questions; on by default.', {
      is_boolean_switch: true,
      takes_value: false,
      effective_default: false,
    });
    expect(tableTextProblems(switchOn, undefined)).toEqual(['states the default of --hil as "on", but it is false']);
  });
});

describe('readOptionClaims', () => {
  it('reads _data/option-claims.json, gives no scopes without one, and refuses an unknown scope', () => {
    const dir = mkdtempSync(join(tmpdir(), 'claims-'));
    expect(readOptionClaims(dir)).toEqual({ scopes: {} });
    mkdirSync(join(dir, '_data'));
    writeFileSync(join(dir, '_data/option-claims.json'), JSON.stringify({ scopes: { '--x': react } }));
    expect(readOptionClaims(dir).scopes['--x']).toEqual(react);
    writeFileSync(join(dir, '_data/option-claims.json'), JSON.stringify({ scopes: { '--x': { agents: 'planners' } } }));
    expect(() => readOptionClaims(dir)).toThrow('--x has an unknown scope "planners"');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliOption } from '@/lib/site/types';
import { matchesDefault } from './defaults';

/**
 * Claims about RA.Aid options that prose and option tables both make, stated once as data so that neither can
 * contradict the code: the default (from `_data/ra-aid-cli.json`) and, for options that act on only some agents,
 * their scope (from `_data/option-claims.json`). Only phrasings these patterns recognise are checked; a claim
 * worded differently passes unseen, so the patterns err towards the forms the guides use.
 */

/** The scopes an option can have: `react-agents` = every agent on the LangGraph ReAct back-end, any provider. */
export type AgentScope = 'react-agents';

export interface OptionScope {
  agents: AgentScope;
  /** Where in RA.Aid's code the scope comes from. */
  source: string;
}

/** The contents of a docs version's `_data/option-claims.json`. */
export interface OptionClaims {
  scopes: Record<string, OptionScope>;
}

/** A docs folder's option claims, or none when it has no `_data/option-claims.json`. */
export function readOptionClaims(docsDir: string): OptionClaims {
  const file = join(docsDir, '_data', 'option-claims.json');
  if (!existsSync(file)) return { scopes: {} };
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<OptionClaims>;
  for (const [flag, scope] of Object.entries(data.scopes ?? {})) {
    if (scope.agents !== 'react-agents')
      throw new Error(`${file}: ${flag} has an unknown scope "${String(scope.agents)}"`);
  }
  return { scopes: data.scopes ?? {} };
}

const REACT = /\bReAct\b/;
/** "every agent", "each research, planning and implementation agent", "all agents": a claim about every agent. */
const UNIVERSAL = /\b(?:every|each|all|any)\s+(?:[\w-]+,?\s+){0,5}?agents?\b(?!\s+run)/i;
/** A provider or model family right before "agents": a claim that only that provider's agents are meant. */
const PROVIDER_ONLY =
  /\b(?:Anthropic|Claude|Gemini|OpenAI|DeepSeek|Ollama|Bedrock|OpenRouter|Groq|Fireworks)\b(?:\s+[\w.-]+){0,2}\s+agents?\b/;

/** What a sentence or table text claims about a scoped option that the scope contradicts. */
export function scopeContradictions(text: string, flag: string, scope: OptionScope): string[] {
  const problems: string[] = [];
  const universal = UNIVERSAL.exec(text);
  if (universal && !REACT.test(text))
    problems.push(`says "${universal[0]}" about ${flag}, which only acts on agents on the LangGraph ReAct back-end`);
  const provider = PROVIDER_ONLY.exec(text);
  if (provider && scope.agents === 'react-agents')
    problems.push(
      `narrows ${flag} to "${provider[0]}", but it acts on every ReAct-back-end agent, whatever the provider`,
    );
  return problems;
}

/**
 * Defaults a text states in words: "(300 s by default)", "the default 0.0.0.0" (a value: a code span or a word with a
 * digit, dot or slash, so "the default for later runs" is not one), "1818 unless changed", "off by default".
 */
const STATED_DEFAULTS = [
  /\(([^()]+?) by default\)/g,
  /\b(?:the default|defaults to|default is)\s+(`[^`]+`|[\w./-]*[\d./][\w./-]*)/gi,
  /(\S+) unless changed\b/g,
  /\b((?:on|off)) by default\b/gi,
];

export function statedDefaults(text: string): string[] {
  return STATED_DEFAULTS.flatMap((re) => [...text.matchAll(re)].map((m) => m[1].replace(/`/g, '').trim()));
}

/**
 * Problems with the text an option table shows for `option` (its description): a default it states that is not
 * the option's default, and, for a scoped option, a missing or contradicted scope. A table row is read on its
 * own, so it has to name the scope itself.
 */
export function tableTextProblems(option: CliOption, scope: OptionScope | undefined): string[] {
  const flag = option.flags[0];
  const text = option.description;
  // A default worked out at run time (none in the data) has no fixed value to compare with.
  const comparable = !(option.effective_default == null && option.default_is_dynamic);
  const problems = (comparable ? statedDefaults(text) : [])
    .filter((shown) => !matchesDefault(option, shown))
    .map(
      (shown) => `states the default of ${flag} as "${shown}", but it is ${JSON.stringify(option.effective_default)}`,
    );
  if (scope) {
    if (!REACT.test(text))
      problems.push(`does not say that ${flag} only acts on agents on the LangGraph ReAct back-end`);
    problems.push(...scopeContradictions(text, flag, scope));
  }
  return problems;
}

/** The sentences of a prose line that name a scoped option in backticks, with that option. */
export function sentencesNaming(line: string, claims: OptionClaims): { flag: string; sentence: string }[] {
  const sentences = line.split(/(?<=[.!?])\s+(?=[A-Z`*[(])/);
  return sentences.flatMap((sentence) =>
    Object.keys(claims.scopes)
      .filter((flag) => sentence.includes(`\`${flag}\``))
      .map((flag) => ({ flag, sentence })),
  );
}

import 'client-only';
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { jsonSyntaxError } from './json-error';
import type { Problem } from './request';
import type { TryItSpec } from '../../shared/try-it/spec';

/**
 * Checks the typed body against the operation's request schema (@cfworker/json-schema) and says what is wrong in plain
 * language.
 */

export type BodyCheck =
  /** Send no body (the operation takes none, or an optional one was left empty). */
  | { ok: true; body: null }
  /** Send this text, as typed. */
  | { ok: true; body: string }
  | { ok: false; problems: Problem[] };

type Json = unknown;
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords that only say "a part below failed": their parts carry the words. */
const CONTAINERS = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'dependentSchemas',
  'dependencies',
  'propertyNames',
]);

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** JSON pointer segments of a location such as `#/properties/a~1b/0` (URI-encoded, as the validator writes them). */
function segments(location: string): string[] {
  const path = location.replace(/^#\/?/, '');
  if (!path) return [];
  return path.split('/').map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function walk(root: unknown, parts: readonly string[], followRefs: boolean): unknown {
  let node: unknown = root;
  for (const part of parts) {
    if (followRefs && part === '$ref' && isNode(node) && typeof node.$ref === 'string') {
      node = node.$ref.startsWith('#') ? walk(root, segments(node.$ref), true) : undefined;
    } else node = isNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** `#/items/0/name` → `items[0].name`; the whole body is ''. */
function fieldName(instanceLocation: string): string {
  return segments(instanceLocation)
    .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`))
    .join('');
}

function actual(value: Json): string {
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (Array.isArray(value)) return 'an array';
  if (isNode(value)) return 'an object';
  return String(value);
}

const expected = (types: readonly string[]) => [...new Set(types)].map((t) => TYPE_WORDS[t] ?? t).join(' or ');
const plural = (n: unknown, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`;

/** A problem of the value at `field`; the whole body ('') is named in the sentence. */
const problem = (field: string, message: string): Problem =>
  field ? { field, message } : { field, message: `The body ${message}` };

// The types a merged "should be A or B" error stands for (its keywordLocation points at no real keyword).
const mergedTypes = new WeakMap<OutputUnit, string[]>();

/** The sentence (after the field name) for one failed keyword, or null for keywords whose parts speak. */
function sentence(unit: OutputUnit, schema: Schema, instance: Json): Problem[] | null {
  if (CONTAINERS.has(unit.keyword)) return null;
  const parts = segments(unit.keywordLocation);
  const owner = walk(schema, parts.slice(0, -1), true);
  const value = isNode(owner) ? owner[unit.keyword] : undefined;
  const field = fieldName(unit.instanceLocation);
  const here = walk(instance, segments(unit.instanceLocation), false);
  const say = (message: string): Problem[] => [problem(field, message)];
  switch (unit.keyword) {
    case 'type':
      return say(
        `should be ${expected(Array.isArray(value) ? value.map(String) : [String(value)])}, not ${actual(here)}.`,
      );
    case 'required': {
      const missing = (Array.isArray(value) ? value.map(String) : []).filter((k) => !(isNode(here) && k in here));
      return missing.map((k) => ({ field: field ? `${field}.${k}` : k, message: 'is required but missing.' }));
    }
    case 'enum':
      return say(
        `should be one of ${(Array.isArray(value) ? value : []).map((v) => JSON.stringify(v)).join(', ')}, not ${actual(here)}.`,
      );
    case 'const':
      return say(`should be ${JSON.stringify(value)}.`);
    case 'minimum':
      return say(`should be at least ${String(value)}, not ${actual(here)}.`);
    case 'maximum':
      return say(`should be at most ${String(value)}, not ${actual(here)}.`);
    case 'exclusiveMinimum':
      return say(`should be more than ${String(value)}, not ${actual(here)}.`);
    case 'exclusiveMaximum':
      return say(`should be less than ${String(value)}, not ${actual(here)}.`);
    case 'multipleOf':
      return say(`should be a multiple of ${String(value)}.`);
    case 'minLength':
      return say(`should have at least ${plural(value, 'character')}.`);
    case 'maxLength':
      return say(`should have at most ${plural(value, 'character')}.`);
    case 'minItems':
      return say(`should have at least ${plural(value, 'item')}.`);
    case 'maxItems':
      return say(`should have at most ${plural(value, 'item')}.`);
    case 'uniqueItems':
      return say('should not contain the same item twice.');
    case 'minProperties':
      return say(`should have at least ${plural(value, 'property', 'properties')}.`);
    case 'maxProperties':
      return say(`should have at most ${plural(value, 'property', 'properties')}.`);
    case 'pattern':
      return say(`should match the pattern ${String(value)}.`);
    case 'format':
      return say(`should be a valid ${String(value)}.`);
    case 'false':
      return say('is not allowed here.');
    default:
      return say(unit.error);
  }
}

/**
 * The validator reports every failing branch of an `anyOf`/`oneOf`; keep only branches matching the value's type, or
 * say "should be A or B" when none does.
 */
function pruneAlternatives(units: OutputUnit[], schema: Schema): OutputUnit[] {
  let kept = units;
  const choices = units
    .filter((u) => u.keyword === 'anyOf' || u.keyword === 'oneOf')
    .sort((a, b) => a.keywordLocation.length - b.keywordLocation.length);
  for (const choice of choices) {
    if (!kept.includes(choice)) continue;
    const prefix = `${choice.keywordLocation}/`;
    const branchOf = (u: OutputUnit) =>
      u.keywordLocation.startsWith(prefix) ? u.keywordLocation.slice(prefix.length).split('/')[0] : null;
    const branches = new Map<string, OutputUnit[]>();
    for (const u of kept) {
      const b = branchOf(u);
      if (b !== null) branches.set(b, [...(branches.get(b) ?? []), u]);
    }
    if (!branches.size) continue;
    const wrongType = (list: OutputUnit[]) =>
      list.some((u) => u.keyword === 'type' && u.instanceLocation === choice.instanceLocation);
    const close = [...branches.values()].filter((list) => !wrongType(list));
    const drop = new Set(
      close.length ? [...branches.values()].filter(wrongType).flat() : [...branches.values()].flat(),
    );
    kept = kept.filter((u) => !drop.has(u));
    if (!close.length) {
      // One type error for the whole choice, naming every branch's type.
      const types = [...drop]
        .filter((u) => u.keyword === 'type' && u.instanceLocation === choice.instanceLocation)
        .flatMap((u) => {
          const t = walk(schema, segments(u.keywordLocation), true);
          return Array.isArray(t) ? t.map(String) : [String(t)];
        });
      const merged: OutputUnit = {
        keyword: 'type',
        instanceLocation: choice.instanceLocation,
        keywordLocation: `${choice.keywordLocation}/type`,
        error: choice.error,
      };
      kept = [...kept, merged];
      mergedTypes.set(merged, types);
    }
  }
  return kept;
}

/** Plain-word problems of a parsed body against a schema; [] when it is valid. */
export function schemaProblems(instance: Json, schema: Schema): Problem[] {
  // The validator marks the schema objects it has seen; a copy keeps the caller's schema as it was.
  const own = structuredClone(schema);
  const result = new Validator(own, '2020-12', false).validate(instance);
  if (result.valid) return [];
  const problems: Problem[] = [];
  for (const unit of pruneAlternatives(result.errors, own)) {
    const types = mergedTypes.get(unit);
    const found = types
      ? [
          problem(
            fieldName(unit.instanceLocation),
            `should be ${expected(types)}, not ${actual(walk(instance, segments(unit.instanceLocation), false))}.`,
          ),
        ]
      : sentence(unit, own, instance);
    for (const p of found ?? []) {
      if (!problems.some((q) => q.field === p.field && q.message === p.message)) problems.push(p);
    }
  }
  return problems.length ? problems : [{ field: '', message: 'The body does not match the request schema.' }];
}

/** Checks the textarea's text: JSON syntax (with the position of the first error), then the schema. */
export function checkBody(text: string, body: TryItSpec['body']): BodyCheck {
  if (!body) return { ok: true, body: null };
  if (!text.trim()) {
    return body.required
      ? { ok: false, problems: [{ field: '', message: 'The body is required: write a JSON value.' }] }
      : { ok: true, body: null };
  }
  let value: Json;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const at = jsonSyntaxError(text);
    const message = at
      ? `The body is not valid JSON: ${at.reason} (line ${at.line}, column ${at.column}).`
      : `The body is not valid JSON: ${err instanceof Error ? err.message : String(err)}.`;
    return { ok: false, problems: [{ field: '', message }] };
  }
  if (!body.schema) return { ok: true, body: text };
  const problems = schemaProblems(value, body.schema as Schema);
  return problems.length ? { ok: false, problems } : { ok: true, body: text };
}

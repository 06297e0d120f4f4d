import type { CliOption } from '@/lib/site/types';

/** Values a page may print as an option's default. */
function defaultForms(option: CliOption): string[] {
  const v = option.effective_default;
  if (option.is_boolean_switch || !option.takes_value) return ['off', 'false', 'not set', 'disabled', String(v)];
  if (v === null || v === undefined) return ['none', 'not set', 'unset'];
  return [String(v)];
}

/** Whether a default as a page shows it ("300 seconds", "`debug`", "off") is the option's real default. */
export function matchesDefault(option: CliOption, shown: string): boolean {
  const value = shown.toLowerCase().replace(/\s*(s|seconds|tokens)$/, '');
  return defaultForms(option).some((f) => value === f.toLowerCase() || value.startsWith(`${f.toLowerCase()} `));
}

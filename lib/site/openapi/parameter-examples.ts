import type { ApiParameter } from '../../shared/openapi-types';

/** One named example of a parameter as the parameters table shows it. */
export interface ParameterExample {
  key: string;
  /** Its summary, else its key. */
  label: string;
  /** The value as JSON (a string in quotes), when the file writes it. */
  value?: string;
  /** Where the value is, when the file points at it instead. */
  externalValue?: string;
}

/** Every named example of a parameter; the samples and Send use the first one's value, the reference lists them all. */
export function parameterExamples(p: ApiParameter): ParameterExample[] {
  return (p.examples ?? []).map((e) => ({
    key: e.key,
    label: e.summary ?? e.key,
    ...(e.value ? { value: JSON.stringify(e.value.value) ?? 'null' } : {}),
    ...(e.externalValue ? { externalValue: e.externalValue } : {}),
  }));
}

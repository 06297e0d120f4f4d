/** Event sent to a `.schema` element by its "Expand all" / "Collapse all" button; every fold inside follows it. */
export const SCHEMA_TOGGLE_ALL = 'schema-toggle-all';
export interface SchemaToggleAllDetail {
  expand: boolean;
}

/**
 * The attribute on the `.schema` element that keeps the last "Expand all" / "Collapse all" pressed
 * (`expand` or `collapse`). A fold whose code arrives after the press (folds hydrate one at a time, and the
 * button the reader is pointing at may hydrate first) missed the event, so it reads this when it mounts.
 */
export const SCHEMA_TOGGLE_ALL_ATTRIBUTE = 'data-toggle-all';

/** Sends "Expand all" (`expand`) or "Collapse all" to every fold of `schema`, including those still to mount. */
export function toggleAllFolds(schema: Element, expand: boolean): void {
  schema.setAttribute(SCHEMA_TOGGLE_ALL_ATTRIBUTE, expand ? 'expand' : 'collapse');
  const detail: SchemaToggleAllDetail = { expand };
  schema.dispatchEvent(new CustomEvent(SCHEMA_TOGGLE_ALL, { detail }));
}

/** What the folds of `schema` were last told: expand (true), collapse (false), or nothing yet (null). */
export function lastToggleAll(schema: Element): boolean | null {
  const value = schema.getAttribute(SCHEMA_TOGGLE_ALL_ATTRIBUTE);
  return value === 'expand' ? true : value === 'collapse' ? false : null;
}

/** Event sent to a `.schema` element by its "Expand all" / "Collapse all" button; every fold inside follows it. */
export const SCHEMA_TOGGLE_ALL = 'schema-toggle-all';
export interface SchemaToggleAllDetail {
  expand: boolean;
}

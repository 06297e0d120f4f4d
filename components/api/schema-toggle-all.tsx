'use client';
import { useRef, useState } from 'react';
import { SCHEMA_TOGGLE_ALL, type SchemaToggleAllDetail } from './schema-events';

/** "Expand all" / "Collapse all" for the folded levels of one schema view. */
export function SchemaToggleAll() {
  const [expand, setExpand] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <button
      ref={button}
      type="button"
      className="schema__toggle-all"
      onClick={() => {
        const detail: SchemaToggleAllDetail = { expand };
        button.current?.closest('.schema')?.dispatchEvent(new CustomEvent(SCHEMA_TOGGLE_ALL, { detail }));
        setExpand(!expand);
      }}
    >
      {expand ? 'Expand all' : 'Collapse all'}
    </button>
  );
}

'use client';
import { useRef, useState } from 'react';
import { toggleAllFolds } from './schema-events';

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
        const schema = button.current?.closest('.schema');
        if (schema) toggleAllFolds(schema, expand);
        setExpand(!expand);
      }}
    >
      {expand ? 'Expand all' : 'Collapse all'}
    </button>
  );
}

'use client';
import { useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';

/**
 * "Expand all" / "Collapse all" for the folded levels of one schema view (`<details>` elements, open or closed by
 * the reader one at a time without any script). Disabled until the page has hydrated.
 */
export function SchemaToggleAll() {
  const [expand, setExpand] = useState(true);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="schema__toggle-all"
      disabled={!hydrated}
      onClick={(event) => {
        const schema = event.currentTarget.closest('.schema');
        for (const fold of schema?.querySelectorAll('details.schema__nested') ?? []) {
          (fold as HTMLDetailsElement).open = expand;
        }
        setExpand(!expand);
      }}
    >
      {expand ? 'Expand all' : 'Collapse all'}
    </button>
  );
}

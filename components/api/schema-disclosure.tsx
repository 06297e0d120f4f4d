'use client';
import { useId, useState, type ReactNode } from 'react';
import { Collapsible } from '@/components/layout/collapsible';

/** A folded level of the schema view: a toggle saying what is inside, and the site's height animation. */
export function SchemaDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(true);
  const id = useId();
  return (
    <div className="schema__nested">
      <button
        type="button"
        className="schema__toggle"
        aria-expanded={!collapsed}
        aria-controls={id}
        onClick={() => setCollapsed((c) => !c)}
      >
        {summary}
      </button>
      <Collapsible collapsed={collapsed} id={id}>
        {children}
      </Collapsible>
    </div>
  );
}

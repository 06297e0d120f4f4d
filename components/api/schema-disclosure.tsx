'use client';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Collapsible } from '@/components/layout/collapsible';
import { hashTarget } from '@/components/layout/hash-target';
import { lastToggleAll, SCHEMA_TOGGLE_ALL, type SchemaToggleAllDetail } from './schema-events';

/**
 * A folded level of the schema view: a toggle saying what is inside, and the site's height animation. It opens
 * when its schema's "Expand all" is pressed (closes on "Collapse all"), also when that came before the fold had its
 * code, and when the URL's hash names a property inside it (a property permalink), so the linked property is on
 * screen.
 */
export function SchemaDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(true);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const reveal = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = root.current;
    const schema = el?.closest('.schema');
    if (!el || !schema) return;
    const onToggleAll = (e: Event) => setCollapsed(!(e as CustomEvent<SchemaToggleAllDetail>).detail.expand);
    const follow = () => {
      const target = hashTarget();
      if (!target || !el.contains(target) || target === el) return;
      reveal.current = target;
      setCollapsed(false);
    };
    // An "Expand all" pressed before this fold had its code.
    const told = lastToggleAll(schema);
    if (told !== null) setCollapsed(!told);
    follow();
    schema.addEventListener(SCHEMA_TOGGLE_ALL, onToggleAll);
    window.addEventListener('hashchange', follow);
    return () => {
      schema.removeEventListener(SCHEMA_TOGGLE_ALL, onToggleAll);
      window.removeEventListener('hashchange', follow);
    };
  }, []);

  return (
    <div className="schema__nested" ref={root}>
      <button
        type="button"
        className="schema__toggle"
        aria-expanded={!collapsed}
        aria-controls={id}
        onClick={() => setCollapsed((c) => !c)}
      >
        {summary}
      </button>
      <Collapsible
        collapsed={collapsed}
        id={id}
        onTransitionEnd={(closed) => {
          const target = reveal.current;
          reveal.current = null;
          if (!closed && target) target.scrollIntoView();
        }}
      >
        {children}
      </Collapsible>
    </div>
  );
}

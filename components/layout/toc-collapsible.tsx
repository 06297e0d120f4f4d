'use client';
import { useId, useState, type ReactNode } from 'react';
import { Collapsible } from './collapsible';

/**
 * The "On this page" box above the content at ≤ 996 px (behaviours.md §2.4.6): collapsed at first, its
 * list (the server-rendered `children`) mounted on the first expand and animated like every collapsible.
 */
export function TocCollapsible({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(true);
  const id = useId();
  return (
    <div className={`theme-doc-toc-mobile toc-mobile${collapsed ? '' : ' toc-mobile--expanded'}`}>
      <button
        type="button"
        className="clean-btn toc-mobile__button"
        aria-expanded={!collapsed}
        aria-controls={id}
        onClick={() => setCollapsed(!collapsed)}
      >
        On this page
      </button>
      <Collapsible id={id} className="toc-mobile__content" collapsed={collapsed} lazy>
        {children}
      </Collapsible>
    </div>
  );
}

'use client';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type TransitionEvent,
} from 'react';
import { collapsibleDuration, COLLAPSIBLE_EASING } from '@/lib/theme/collapsible';

const COLLAPSED: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED: CSSProperties = { display: 'block', overflow: 'visible', height: 'auto' };

export interface CollapsibleProps {
  collapsed: boolean;
  children: ReactNode;
  /** Element rendered around the content. Default 'div'. */
  as?: 'div' | 'ul';
  id?: string;
  className?: string;
  /**
   * Do not mount the content until it is first expanded. `'panel'`: leave out the panel element as well
   * (nothing is rendered until then; its toggle then has nothing to point `aria-controls` at). Default false.
   */
  lazy?: boolean | 'panel';
  /** Fixed duration in ms; default from the content height (1 ms under reduced motion). */
  duration?: number;
  /** CSS easing. Default 'ease-in-out'. */
  easing?: string;
  onTransitionEnd?: (collapsed: boolean) => void;
}

function applyStyle(el: HTMLElement, style: CSSProperties) {
  el.style.display = String(style.display);
  el.style.overflow = String(style.overflow);
  el.style.height = String(style.height);
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A panel that opens and closes by animating its height (behaviours.md §4.3). The first render carries
 * the final style inline (right on first paint, no animation); later changes animate. Collapsed means
 * display none, height 0 and hidden overflow.
 */
export function Collapsible({
  collapsed,
  children,
  as: Tag = 'div',
  id,
  className,
  lazy = false,
  duration,
  easing = COLLAPSIBLE_EASING,
  onTransitionEnd,
}: CollapsibleProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(!lazy || !collapsed);
  // The inline style of the first render stays the `style` prop, so React never touches it again;
  // later changes are applied to the element directly.
  const [initialStyle] = useState(() => (collapsed ? COLLAPSED : EXPANDED));
  const previous = useRef(collapsed);
  if (!collapsed && !mounted) setMounted(true);

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (previous.current === collapsed) return;
    previous.current = collapsed;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const transition = () => `height ${duration ?? collapsibleDuration(el.scrollHeight, reduced)}ms ${easing}`;
    el.style.willChange = 'height';
    let frame = 0;
    if (collapsed) {
      frame = requestAnimationFrame(() => {
        el.style.transition = transition();
        el.style.height = `${el.scrollHeight}px`;
        frame = requestAnimationFrame(() => {
          el.style.height = '0px';
          el.style.overflow = 'hidden';
        });
      });
    } else {
      el.style.display = 'block';
      frame = requestAnimationFrame(() => {
        el.style.transition = transition();
        el.style.height = `${el.scrollHeight}px`;
      });
    }
    return () => cancelAnimationFrame(frame);
  }, [collapsed]);

  const onEnd = (event: TransitionEvent<HTMLElement>) => {
    if (event.target !== ref.current || event.propertyName !== 'height') return;
    const el = ref.current;
    el.style.removeProperty('will-change');
    el.style.removeProperty('transition');
    applyStyle(el, collapsed ? COLLAPSED : EXPANDED);
    onTransitionEnd?.(collapsed);
  };

  if (lazy === 'panel' && !mounted) return null;
  return (
    <Tag
      ref={(el: HTMLElement | null) => {
        ref.current = el;
      }}
      id={id}
      className={className}
      style={initialStyle}
      onTransitionEnd={onEnd}
    >
      {mounted ? children : null}
    </Tag>
  );
}

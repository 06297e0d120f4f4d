'use client';
import { useEffect } from 'react';
import { fragmentId } from '@/components/runtime/hash-target';
import { activeAnchorIndex, anchorSelector } from './toc-active';

/** Only the desktop TOC's links carry `toc-highlight`; the mobile ones are never highlighted. */
const LINK_CLASS = 'table-of-contents__link toc-highlight';
const ACTIVE_CLASS = 'table-of-contents__link--active';

/** A heading's viewport box; an empty heading (zero height) stands for its nearest ancestor with a height. */
function boxOf(el: Element): DOMRect {
  let node: Element = el;
  let rect = node.getBoundingClientRect();
  while (rect.height === 0 && node.parentElement) {
    node = node.parentElement;
    rect = node.getBoundingClientRect();
  }
  return rect;
}

/** Marks the TOC link of the heading being read (behaviours.md §2.4.6) with a class; the TOC stays static HTML. */
export function TocHighlight({
  minLevel,
  maxLevel,
  hideOnScroll,
}: {
  minLevel: number;
  maxLevel: number;
  hideOnScroll: boolean;
}) {
  useEffect(() => {
    const selector = anchorSelector(minLevel, maxLevel);
    // Measured once: the fixed navbar covers this much of the top (nothing when it hides on scroll).
    const navbar = document.querySelector('.navbar');
    const offset = hideOnScroll || !navbar ? 0 : navbar.clientHeight;
    const links = document.getElementsByClassName(LINK_CLASS);
    let active: Element | null = null;
    let synced = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const anchors = Array.from(document.querySelectorAll(selector));
      const index = activeAnchorIndex(anchors.map(boxOf), offset, window.innerHeight);
      const id = index === -1 ? undefined : anchors[index].id;
      let next: Element | null = null;
      if (id !== undefined) {
        for (const link of links) {
          if (fragmentId(link.getAttribute('href') ?? '') === id) {
            next = link;
            break;
          }
        }
      }
      if (synced && next === active) return;
      if (synced) {
        active?.classList.remove(ACTIVE_CLASS);
        next?.classList.add(ACTIVE_CLASS);
      } else {
        // First pass: a link React kept from the previous page may still carry the class.
        for (const link of links) link.classList.toggle(ACTIVE_CLASS, link === next);
        synced = true;
      }
      active = next;
    };
    // Scroll events can come many times per frame; the choice only needs to be right once per frame.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    update();
    document.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [minLevel, maxLevel, hideOnScroll]);
  return null;
}

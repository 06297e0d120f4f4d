import type { SearchHit } from '@/lib/shared/search/types';

type Attr = 'content' | `hierarchy.${'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'}`;

/** The snippet of an attribute when there is one, else its raw value (as DocSearch shows hits). */
export function snippetOf(hit: SearchHit, attr: Attr): string {
  const [head, level] = attr.split('.');
  const snippetNode = hit._snippetResult?.[head] as Record<string, { value?: string }> | { value?: string } | undefined;
  const snippetValue = level
    ? (snippetNode as Record<string, { value?: string }> | undefined)?.[level]?.value
    : (snippetNode as { value?: string } | undefined)?.value;
  if (typeof snippetValue === 'string') return snippetValue;
  const raw = level ? (hit.hierarchy as Record<string, string | null> | undefined)?.[level] : hit.content;
  return raw ?? '';
}

/** Title line and path line of a hit, by its type (behaviours §4.7.5). */
export function hitLines(hit: SearchHit): { title: string; path: string } {
  if (hit.type === 'lvl1')
    return { title: snippetOf(hit, 'hierarchy.lvl1'), path: hit.content ? snippetOf(hit, 'content') : '' };
  if (hit.type === 'content') return { title: snippetOf(hit, 'content'), path: snippetOf(hit, 'hierarchy.lvl1') };
  return { title: snippetOf(hit, `hierarchy.${hit.type ?? 'lvl1'}`), path: snippetOf(hit, 'hierarchy.lvl1') };
}

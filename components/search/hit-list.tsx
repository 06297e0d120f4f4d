'use client';

import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';
import { hitRoute, type HitUrls } from '@/lib/browser/search/group';
import type { StoredSearch } from '@/lib/browser/search/history';
import type { SearchHit } from '@/lib/shared/search/types';
import { Highlighted } from './highlighted';
import { hitLines } from './hit-text';
import { EnterIcon, HashIcon, PageIcon, TextIcon } from './icons';

export interface HitRowProps {
  id: string;
  hit: SearchHit | StoredSearch;
  urls: HitUrls;
  selected: boolean;
  child?: boolean;
  lastChild?: boolean;
  /** Icon drawn first (recent/favourite rows use their own). */
  icon?: ReactNode;
  /** Buttons at the end of the row (save, remove). */
  actions?: ReactNode;
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: () => void;
}

function typeIcon(hit: SearchHit | StoredSearch) {
  if (hit.type === 'lvl1') return <PageIcon />;
  if (hit.type === 'content') return <TextIcon />;
  return <HashIcon />;
}

export function HitRow({ id, hit, urls, selected, child, lastChild, icon, actions, onChoose, onHover }: HitRowProps) {
  const { title, path } = hitLines(hit);
  const className = ['DocSearch-Hit', child ? 'DocSearch-Hit--Child' : '', lastChild ? 'DocSearch-Hit--LastChild' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} role="presentation" data-selected={selected} onMouseMove={onHover}>
      <Link
        href={hitRoute(hit.url, urls)}
        prefetch={false}
        onClick={onChoose}
        tabIndex={-1}
        id={id}
        role="option"
        aria-selected={selected}
      >
        <div className="DocSearch-Hit-Container">
          {child ? <div className="DocSearch-Hit-Tree" aria-hidden="true" /> : null}
          <div className="DocSearch-Hit-icon">{icon ?? typeIcon(hit)}</div>
          <div className="DocSearch-Hit-content-wrapper">
            <span className="DocSearch-Hit-title">
              <Highlighted value={title} />
            </span>
            {path ? (
              <span className="DocSearch-Hit-path">
                <Highlighted value={path} />
              </span>
            ) : null}
          </div>
          <div className="DocSearch-Hit-action">
            <EnterIcon />
          </div>
        </div>
      </Link>
      {actions ? <div className="DocSearch-Hit-actions">{actions}</div> : null}
    </li>
  );
}

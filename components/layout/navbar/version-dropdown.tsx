'use client';
import type { MouseEvent } from 'react';
import { savePreferredVersion, type VersionPersistence } from '@/lib/browser/preferred-version';
import { activeVersion, versionItems, type VersionNav } from '@/lib/shared/versions/nav';
import { Dropdown } from './dropdown';
import { MobileSubList } from '@/components/layout/mobile/mobile-sub-list';
import { useUi } from '@/components/runtime/ui-store';
import { useVersionLocation } from '@/components/runtime/use-client-location';

interface Props {
  versions: VersionNav[];
  baseUrl: string;
  persistence: VersionPersistence;
  /** Render for the mobile menu (a sub-list labelled "Versions"). */
  mobile?: boolean;
}

/** Links each version's copy of the current page (else its main doc); a click remembers the version. */
export function VersionDropdown({ versions, baseUrl, persistence, mobile }: Props) {
  const { pathname, suffix } = useVersionLocation(baseUrl);
  // The static HTML links each version's main doc, which is also right where the page has no copy.
  const samePage = useUi((state) => state.samePage);
  const items = versionItems(versions, pathname, suffix, samePage);
  const label = activeVersion(versions, pathname)?.label ?? versions[0].label;
  // Delegated so the menu markup needs no per-item handlers: the clicked link's index is the version's.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const list = link?.closest('ul');
    if (!link || !list) return;
    const index = [...list.querySelectorAll('a')].indexOf(link);
    const item = items[index];
    if (item) savePreferredVersion(item.name, persistence);
  };
  const links = items.map(({ label: l, href, active }) => ({ label: l, href, active }));
  if (mobile) return <MobileSubList label="Versions" items={links} className="navbar__versions" onClick={onClick} />;
  return <Dropdown className="navbar__versions" label={label} items={links} onClick={onClick} />;
}

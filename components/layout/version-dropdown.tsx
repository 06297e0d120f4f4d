'use client';
import type { MouseEvent } from 'react';
import { savePreferredVersion, type VersionPersistence } from '@/lib/versions/preferred';
import { activeVersion, isVersionPage, versionItems, type VersionNav } from '@/lib/versions/nav';
import { SwitcherDropdown } from './switcher-dropdown';
import { useClientLocation } from './use-client-location';

const NOT_FOUND_PATH = '/_not-found';

interface Props {
  versions: VersionNav[];
  baseUrl: string;
  persistence: VersionPersistence;
}

/** The docs version dropdown: each version's copy of the current page (else its main doc); a click remembers the version. */
export function VersionDropdown({ versions, baseUrl, persistence }: Props) {
  const location = useClientLocation(baseUrl);
  const { suffix, mounted } = location;
  // The not-found page's static HTML is rendered once for every unknown path, so until mount a path
  // that is no page renders as that shared HTML did (current version), keeping hydration consistent.
  const pathname = mounted || isVersionPage(versions, location.pathname) ? location.pathname : NOT_FOUND_PATH;
  const items = versionItems(versions, pathname, suffix);
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
  return (
    <span className="navbar__switcher" onClick={onClick}>
      <SwitcherDropdown
        key={mounted ? 'client' : 'static'}
        className="navbar__versions"
        label={label}
        items={items.map(({ label: l, href, active }) => ({ label: l, href, active }))}
      />
    </span>
  );
}

'use client';
import { SiteLink as Link } from '@/components/site-link';
import { docLinkInVersion, type SamePage, type VersionNav } from '@/lib/shared/versions/nav';
import { useVersionLocation } from '@/components/runtime/use-client-location';

interface Props {
  href: string;
  label: string;
  className: string;
  versions: VersionNav[];
  baseUrl: string;
  /** The doc's route in each version that has it. */
  versionHrefs?: SamePage;
}

/** A navbar doc link on a multi-version site: goes to the doc in the version of the page being read. */
export function VersionedDocLink({ href, label, className, versions, baseUrl, versionHrefs }: Props) {
  const { pathname } = useVersionLocation(baseUrl);
  return (
    <Link className={className} href={docLinkInVersion(versions, pathname, href, versionHrefs)}>
      {label}
    </Link>
  );
}

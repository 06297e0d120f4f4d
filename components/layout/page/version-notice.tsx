import type { PageVersion } from '@/lib/shared/versions/nav';
import { PreferredVersionLink } from './preferred-version-link';

/** "Version: {label}" above the content, when the site has more than one version. */
export function VersionBadge({ version }: { version: PageVersion }) {
  if (!version.badge) return null;
  return <span className="theme-doc-version-badge badge badge--secondary">Version: {version.label}</span>;
}

/** The warning on pages of an unreleased or an older version, with a link to the same page in the latest version. */
export function VersionBanner({
  version,
  siteTitle,
  persistence,
}: {
  version: PageVersion;
  siteTitle: string;
  persistence: 'localStorage' | 'none';
}) {
  if (!version.banner || !version.latest) return null;
  const { latest } = version;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteTitle} <b>{version.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {siteTitle} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <PreferredVersionLink href={latest.href} name={latest.name} persistence={persistence}>
            latest version
          </PreferredVersionLink>
        </b>{' '}
        ({latest.label}).
      </div>
    </div>
  );
}

'use client';
import { localeItems, type LocaleInfo } from '@/lib/locales';
import { SwitcherDropdown } from './switcher-dropdown';
import { useClientLocation } from './use-client-location';

interface Props {
  locales: LocaleInfo[];
  baseUrl: string;
  defaultLocale: string;
  currentLocale: string;
  /** Render for the mobile menu (a sub-list labelled "Languages"). */
  mobile?: boolean;
}

function LanguageIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" className="navbar__language-icon">
      <path
        fill="currentColor"
        d="M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z"
      />
    </svg>
  );
}

/** The language switcher: every configured locale, each linking to the current page in that locale (a full page load). */
export function LocaleDropdown({ locales, baseUrl, defaultLocale, currentLocale, mobile }: Props) {
  const { pathname, suffix, mounted } = useClientLocation(baseUrl);
  const items = localeItems(locales, { baseUrl, defaultLocale, currentLocale, pathname, suffix });
  const current = locales.find((l) => l.locale === currentLocale);
  return (
    <SwitcherDropdown
      key={mounted ? 'client' : 'static'}
      className="navbar__locales"
      mobileLabel={
        mobile ? (
          <>
            <LanguageIcon />
            Languages
          </>
        ) : undefined
      }
      label={
        <>
          <LanguageIcon />
          {current?.label ?? currentLocale}
        </>
      }
      items={items.map((i) => ({ label: i.label, href: i.href, active: i.active, lang: i.htmlLang }))}
    />
  );
}

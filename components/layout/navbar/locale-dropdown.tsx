'use client';
import type { ReactNode } from 'react';
import { localeItems, type LocaleInfo } from '@/lib/shared/locales';
import { Dropdown } from './dropdown';
import { MobileSubList } from '@/components/layout/mobile/mobile-sub-list';
import { useVersionLocation } from '@/components/runtime/use-client-location';

interface Props {
  locales: LocaleInfo[];
  baseUrl: string;
  defaultLocale: string;
  currentLocale: string;
  /** Render for the mobile menu (a sub-list labelled "Languages"). */
  mobile?: boolean;
  /** The language icon before the label (rendered by the server). */
  icon: ReactNode;
}

/** The language switcher: each locale links to the current page in that locale (a full page load). */
export function LocaleDropdown({ locales, baseUrl, defaultLocale, currentLocale, mobile, icon }: Props) {
  // Its first render matches the static HTML (the not-found page's too), so no remount is needed after hydration.
  const { pathname, suffix } = useVersionLocation(baseUrl);
  const items = localeItems(locales, { baseUrl, defaultLocale, currentLocale, pathname, suffix });
  const current = locales.find((l) => l.locale === currentLocale);
  const links = items.map((i) => ({ label: i.label, href: i.href, active: i.active, lang: i.htmlLang }));
  if (mobile) {
    const label = (
      <>
        {icon}
        Languages
      </>
    );
    return <MobileSubList label={label} items={links} className="navbar__locales" />;
  }
  const label = (
    <>
      {icon}
      {current?.label ?? currentLocale}
    </>
  );
  return <Dropdown className="navbar__locales" label={label} items={links} />;
}

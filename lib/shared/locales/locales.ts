/** The language switcher's items: each configured locale linking to the current page in that locale. Browser-safe. */

export interface LocaleInfo {
  locale: string;
  label: string;
  htmlLang: string;
}

export interface LocaleItem extends LocaleInfo {
  href: string;
  active: boolean;
}

/** Default label of a locale: its own name for itself, capitalised ("en" → "English", "fr" → "Français"). */
export function defaultLocaleLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An unknown locale code keeps its code as the label.
  }
  return locale;
}

interface I18nConfig {
  defaultLocale: string;
  locales: readonly string[];
  localeConfigs: Readonly<Record<string, { label?: string; htmlLang?: string }>>;
}

/** A locale's `lang` for HTML: its configured `htmlLang`, else its name (the default locale's unless one is named). */
export const htmlLangOf = (i18n: Omit<I18nConfig, 'locales'>, locale = i18n.defaultLocale): string =>
  i18n.localeConfigs[locale]?.htmlLang ?? locale;

/** Label and html lang of every configured locale, in config order. */
export function localeInfos(i18n: I18nConfig): LocaleInfo[] {
  return i18n.locales.map((locale) => ({
    locale,
    label: i18n.localeConfigs[locale]?.label ?? defaultLocaleLabel(locale),
    htmlLang: htmlLangOf(i18n, locale),
  }));
}

/**
 * Items for `pathname` (without the base URL); `suffix` is the current ?query#hash. Hrefs include the base URL because
 * they are plain links that load the other locale's page.
 */
export function localeItems(
  infos: readonly LocaleInfo[],
  opts: { baseUrl: string; defaultLocale: string; currentLocale: string; pathname: string; suffix?: string },
): LocaleItem[] {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
  const path = opts.pathname.replace(/^\/+/, '');
  return infos.map((info) => ({
    ...info,
    href: `${base}${info.locale === opts.defaultLocale ? '' : `${info.locale}/`}${path}${opts.suffix ?? ''}`,
    active: info.locale === opts.currentLocale,
  }));
}

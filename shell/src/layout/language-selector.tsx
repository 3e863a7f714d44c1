// The language selector: the brand's offered locales; choosing one activates it and moves to the same page's path
// in the new locale (translatePath), keeping the query and the hash.
import { NativeSelect } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { configureHttp } from '@portal/shared/http';
import { activateLocale, isLocale, offeredLocales } from '@portal/shared/i18n';
import { translatePath, useLocation, useNavigate } from '@portal/shared/routes';
import { type Locale, useSetting } from '@portal/shared/settings';

/** Each language in its own language, as selectors conventionally show them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'es-ES': 'Español',
  'ca-ES': 'Català',
  'en-US': 'English',
  'gl-ES': 'Galego',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
};

export async function switchLocale(from: Locale, to: Locale, pathname: string): Promise<string> {
  configureHttp({ locale: to });
  await activateLocale(to);
  return translatePath(pathname, from, to);
}

export function LanguageSelector() {
  const { t, i18n } = useLingui();
  const offered = offeredLocales(useSetting('locales'));
  const location = useLocation();
  const navigate = useNavigate();
  const current = isLocale(i18n.locale) ? i18n.locale : offered[0];
  if (offered.length < 2 || !current) return null;
  const onChange = async (value: string) => {
    if (!isLocale(value) || value === current) return;
    const path = await switchLocale(current, value, location.pathname);
    await navigate(`${path}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t`Language`}
        value={current}
        onChange={(e) => void onChange(e.target.value)}
      >
        {offered.map((locale) => (
          <option key={locale} value={locale} lang={locale.slice(0, 2)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

// The language selector: the brand's offered locales; choosing one activates it and moves to the same page's path
// in the new locale (translatePath), keeping the query and the hash. Compact (issue 44 §3: the header fits 360 px in
// every locale): what shows is a globe and the language's code on a phone, its name from a tablet up; the control
// itself is the native select laid transparent over it, so the choices, the keyboard and what a screen reader is told
// are the browser's own.
import { Box, HStack, NativeSelect, Text } from '@portal/shared/ui';
import { ChevronDown, Globe } from 'lucide-react';
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
    <Box
      data-language-picker=""
      position="relative"
      flexShrink={0}
      borderWidth="1px"
      borderRadius="l2"
      _hover={{ bg: 'colorPalette.subtle' }}
      css={{
        '&:has(select:focus-visible)': {
          outlineWidth: '2px',
          outlineStyle: 'solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        },
      }}
    >
      <HStack aria-hidden gap="1.5" h="9" px="2.5" fontSize="sm" fontWeight="medium">
        <Globe size="16" />
        <Text as="span" hideFrom="md" textTransform="uppercase">
          {current.slice(0, 2)}
        </Text>
        <Text as="span" hideBelow="md" lang={current.slice(0, 2)}>
          {LOCALE_NAMES[current]}
        </Text>
        <ChevronDown size="14" />
      </HStack>
      <NativeSelect.Root position="absolute" inset="0" opacity="0">
        <NativeSelect.Field
          aria-label={t`Language`}
          value={current}
          onChange={(e) => void onChange(e.target.value)}
          h="full"
          cursor="pointer"
          // 16 px: a phone does not zoom into the page when the select takes the focus.
          fontSize="md"
        >
          {offered.map((locale) => (
            <option key={locale} value={locale} lang={locale.slice(0, 2)}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Box>
  );
}

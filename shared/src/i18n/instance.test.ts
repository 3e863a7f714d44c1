import Cookies from 'js-cookie';
import { bus } from '@portal/shared/events';
import { resetPortalState } from '@portal/shared/testing';
import {
  activateLocale,
  currentLocale,
  i18n,
  initialLocale,
  offeredLocales,
  registerCatalogs,
} from './instance';

beforeEach(resetPortalState);

describe('the one i18n instance', () => {
  it('activates a locale with every registered catalogue, stores it in the lang cookie and announces it', async () => {
    const changed = jest.fn();
    bus.on('locale:changed', changed);
    await registerCatalogs('test-a', async (locale) => ({
      messages: { greeting: locale === 'ca-ES' ? 'Bon dia' : 'Good morning' },
    }));
    await activateLocale('ca-ES');
    expect(i18n._('greeting')).toBe('Bon dia');
    expect(currentLocale()).toBe('ca-ES');
    expect(Cookies.get('lang')).toBe('ca-ES');
    expect(document.documentElement.lang).toBe('ca');
    expect(changed).toHaveBeenCalledWith({ locale: 'ca-ES', previous: 'en-US' });
    bus.off('locale:changed', changed);
  });

  it('loads a catalogue registered later into the active locale at once', async () => {
    await activateLocale('gl-ES');
    await registerCatalogs('test-b', async () => ({ messages: { late: 'Chegou tarde' } }));
    expect(i18n._('late')).toBe('Chegou tarde');
  });

  // Issue 44: "The contract state chip reads "Activo", then "Activa" once the battery card has loaded".
  it('keeps the wording of the package that loaded a message first when another package loads later', async () => {
    await registerCatalogs('test-first', async () => ({ messages: { state: 'Activo', own: 'Primero' } }));
    await activateLocale('es-ES');
    await registerCatalogs('test-later', async () => ({ messages: { state: 'Activa', extra: 'Nuevo' } }));
    expect(i18n._('state')).toBe('Activo');
    expect(i18n._('extra')).toBe('Nuevo');
    expect(i18n._('own')).toBe('Primero');
  });

  it('offers the brand locales in the spec order, all six when the brand says nothing', () => {
    expect(offeredLocales(['de-DE', 'es-ES', 'xx-XX'])).toEqual(['es-ES', 'de-DE']);
    expect(offeredLocales(undefined)).toHaveLength(6);
  });

  // customer-area §9: "Default language es-ES"; the lang cookie keeps the visitor's choice.
  it('starts with the lang cookie when offered, else es-ES, else the first offered', () => {
    expect(initialLocale(['es-ES', 'en-US'])).toBe('es-ES');
    Cookies.set('lang', 'en-US');
    expect(initialLocale(['es-ES', 'en-US'])).toBe('en-US');
    expect(initialLocale(['es-ES', 'ca-ES'])).toBe('es-ES');
    expect(initialLocale(['fr-FR', 'de-DE'])).toBe('fr-FR');
  });
});

import { type NameTable, nameIn, textIn } from './lang';

const BY_TEXT: NameTable = {
  Emitida: { es: 'Emitida', ca: 'Emesa', en: 'Issued', gl: 'Emitida', fr: 'Émise', de: 'Ausgestellt' },
};
const BY_ID: NameTable<string> = {
  R1: {
    es: 'Facturación',
    ca: 'Facturació',
    en: 'Billing',
    gl: 'Facturación',
    fr: 'Facturation',
    de: 'Abrechnung',
  },
};

describe('naming stored Spanish data in the request language', () => {
  it('names a stored text by its own entry, and keeps the stored Spanish', () => {
    expect(textIn(BY_TEXT, 'Emitida', 'en')).toBe('Issued');
    expect(textIn(BY_TEXT, 'Emitida', 'de')).toBe('Ausgestellt');
    expect(textIn(BY_TEXT, 'Emitida', 'es')).toBe('Emitida');
  });

  it('passes a text without an entry through unchanged, in every language', () => {
    expect(textIn(BY_TEXT, 'Devuelta por el banco', 'en')).toBe('Devuelta por el banco');
    expect(textIn(BY_TEXT, 'Devuelta por el banco', 'es')).toBe('Devuelta por el banco');
  });

  it("names a row by its id's entry, unless its stored name is no longer that entry's Spanish", () => {
    expect(nameIn(BY_ID, { id: 'R1', name: 'Facturación' }, 'fr')).toEqual({ id: 'R1', name: 'Facturation' });
    expect(nameIn(BY_ID, { id: 'R1', name: 'Facturas y cobros' }, 'fr')).toEqual({
      id: 'R1',
      name: 'Facturas y cobros',
    });
    expect(nameIn(BY_ID, { id: 'R9', name: 'Otra' }, 'en')).toEqual({ id: 'R9', name: 'Otra' });
  });
});

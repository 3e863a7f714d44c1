import { lightOnly } from './theme-parts';

describe('lightOnly', () => {
  it("keeps a semantic token's light value and leaves plain values and other fields alone", () => {
    expect(
      lightOnly({
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
          plain: { value: '{colors.gray.50}', description: 'kept' },
        },
        shadow: { value: { _light: '0 1px 2px red', _dark: '0 1px 1px black' } },
      }),
    ).toEqual({
      bg: {
        DEFAULT: { value: '{colors.white}' },
        plain: { value: '{colors.gray.50}', description: 'kept' },
      },
      shadow: { value: '0 1px 2px red' },
    });
  });
});

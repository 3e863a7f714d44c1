import { responsiveFullContent } from './dialog-frame';

describe('a dialog full screen on small screens only', () => {
  it('is framed again (minimum height, margin, corners) at the breakpoints of its other size', () => {
    expect(responsiveFullContent({ base: 'full', md: 'lg' })).toEqual({
      minH: { base: '100dvh', md: 'auto' },
      borderRadius: { base: '0', md: 'l3' },
      css: { '--dialog-margin': { base: '0', md: 'var(--dialog-base-margin)' } },
    });
  });

  it('leaves a dialog of one size, or full at every width, to Chakra', () => {
    expect(responsiveFullContent('lg')).toEqual({});
    expect(responsiveFullContent('full')).toEqual({});
    expect(responsiveFullContent({ base: 'full', sm: 'full' })).toEqual({});
    expect(responsiveFullContent({ base: 'sm', md: 'lg' })).toEqual({});
    expect(responsiveFullContent(undefined)).toEqual({});
  });
});

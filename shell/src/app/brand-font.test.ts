// Issue 44 §3: each brand's settings carry a font, self-hosted as woff2 (no third-party font service), font-display
// swap, and only what the first screen needs is fetched: the brand's one file, asked for as soon as the settings name it.
import { HOSTED_FONTS, loadBrandFont } from './brand-font';

interface Added {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  loaded: boolean;
}

let added: Added[];
const fonts = { fonts: { add: (face: Added) => added.push(face) } } as unknown as Pick<Document, 'fonts'>;

beforeAll(() => {
  class FakeFontFace {
    loaded = false;
    constructor(
      public family: string,
      public source: string,
      public descriptors: FontFaceDescriptors,
    ) {}
    load() {
      this.loaded = true;
      return Promise.resolve(this);
    }
  }
  Object.assign(globalThis, { FontFace: FakeFontFace });
});
beforeEach(() => {
  added = [];
});

describe('loadBrandFont', () => {
  it("adds the brand's hosted font, swapping it in, and starts its download at once", () => {
    loadBrandFont('Figtree', fonts);
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({
      family: 'Figtree',
      source: `url(${HOSTED_FONTS.Figtree?.url}) format('woff2')`,
      descriptors: { display: 'swap', weight: '300 900' },
      loaded: true,
    });
    // Its fallback: a local Arial sized like it, so the swap moves no text.
    expect(added[1]).toMatchObject({
      family: 'Figtree Fallback',
      source: expect.stringContaining("local('Arial')"),
      descriptors: { sizeAdjust: '100.7%' },
    });
  });

  it('adds it once, however often the settings arrive', () => {
    loadBrandFont('Nunito', fonts);
    loadBrandFont('Nunito', fonts);
    expect(added.map((face) => face.family)).toEqual(['Nunito', 'Nunito Fallback']);
  });

  it('fetches nothing for a font the portal does not host, or none', () => {
    loadBrandFont('Comic Sans MS', fonts);
    loadBrandFont('', fonts);
    loadBrandFont('toString', fonts);
    expect(added).toEqual([]);
  });
});

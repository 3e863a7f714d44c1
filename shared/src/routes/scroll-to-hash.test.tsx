import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useScrollToHash } from './scroll-to-hash';

function Page({ ready }: { ready: boolean }) {
  useScrollToHash(ready);
  return (
    <>
      <section id="contract-data">data</section>
      <section id="attachments">documents</section>
    </>
  );
}

describe('useScrollToHash (customer-area §2 "A URL hash … scrolls to that section")', () => {
  const scrolled: string[] = [];
  const original = Element.prototype.scrollIntoView;
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  const at = (hash: string, ready: boolean) =>
    render(
      <MemoryRouter initialEntries={[`/contracts/electricity/0010001${hash}`]}>
        <Page ready={ready} />
      </MemoryRouter>,
    );

  it('scrolls to the element the hash names once ready', () => {
    const { rerender } = at('#attachments', false);
    expect(scrolled).toEqual([]);
    rerender(
      <MemoryRouter initialEntries={['/contracts/electricity/0010001#attachments']}>
        <Page ready />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual(['attachments']);
  });

  it.each(['', '#', '#not-here', '#%E0%A4%A'])('leaves the page alone for the hash "%s"', (hash) => {
    at(hash, true);
    expect(scrolled).toEqual([]);
  });
});

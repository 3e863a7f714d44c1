// Content on its way, drawn in the shape of what will replace it (issue 44 §3: "skeletons shaped like the content
// instead of 'Cargando…' text"): a list's rows, a grid of cards, a detail's labelled values, a form's fields, a page.
// The shapes take roughly the room of the content, so the page moves little when it arrives. What screen readers get is
// unchanged: a status with the busy label (visually hidden), as LoadingState's spinner had it.
// Cheap to draw: one styled box whose rules shape plain elements (data attributes), not a styled component per bar.
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';

export type SkeletonShape = 'list' | 'cards' | 'detail' | 'form' | 'page' | 'chart';

/** One grey bar's style props, for a skeleton drawn with the kit's boxes (a summary card's, a home tile's). */
export const SKELETON_BAR = {
  bg: 'bg.emphasized',
  rounded: 'l1',
  animation: 'pulse',
  _motionReduce: { animation: 'none' },
} as const;

/** One grey bar: its width and height (CSS lengths), its corners (a radius token's name: l1 by default). */
function bar(width: string, height: string, radius: 'l1' | 'l2' | 'l3' | 'full' = 'l1', key?: string) {
  const style: CSSProperties = { width, height };
  return <div key={key} data-bar={radius} style={style} />;
}

const STYLES = {
  '& [data-bar]': { maxWidth: '100%', flexShrink: 0, ...SKELETON_BAR },
  '& [data-bar="l2"]': { borderRadius: 'l2' },
  '& [data-bar="l3"]': { borderRadius: 'l3' },
  '& [data-bar="full"]': { borderRadius: 'full' },
  '& [data-stack]': { display: 'flex', flexDirection: 'column' },
  '& [data-row]': { display: 'flex', alignItems: 'center', gap: '4' },
  '& [data-box]': { borderWidth: '1px', borderRadius: 'l3', padding: '4' },
  '& [data-rows] > [data-row]': { paddingX: '4', paddingY: '4' },
  '& [data-rows] > [data-row] + [data-row]': { borderTopWidth: '1px' },
  '& [data-grid]': {
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  },
  '& [data-pair]': {
    display: 'flex',
    gap: { base: '2', sm: '4' },
    flexDirection: { base: 'column', sm: 'row' },
  },
} as const;

function listShape() {
  return (
    <div data-rows="" data-box="" style={{ padding: 0 }}>
      {['45%', '60%', '35%', '50%'].map((w) => (
        <div key={w} data-row="">
          <div data-stack="" style={{ gap: '0.5rem', flex: 1, minWidth: 0 }}>
            {bar(w, '1rem')}
            {bar('30%', '0.75rem')}
          </div>
          {bar('5rem', '1.5rem', 'full')}
        </div>
      ))}
    </div>
  );
}

function cardsShape() {
  return (
    <div data-grid="">
      {['a', 'b', 'c'].map((key) => (
        <div key={key} data-stack="" data-box="" style={{ gap: '0.75rem' }}>
          {bar('60%', '1.25rem')}
          {bar('85%', '0.75rem')}
          {bar('70%', '0.75rem')}
          {bar('7rem', '2.25rem', 'l2')}
        </div>
      ))}
    </div>
  );
}

function detailShape() {
  return (
    <div data-stack="" data-box="" style={{ gap: '1rem' }}>
      {bar('40%', '1.5rem')}
      {['55%', '35%', '65%', '45%', '30%'].map((w) => (
        <div key={w} data-pair="">
          {bar('9rem', '0.75rem')}
          {bar(w, '1rem')}
        </div>
      ))}
    </div>
  );
}

function formShape() {
  return (
    <div data-stack="" style={{ gap: '1.25rem' }}>
      {['8rem', '11rem', '6rem'].map((w) => (
        <div key={w} data-stack="" style={{ gap: '0.5rem' }}>
          {bar(w, '0.75rem')}
          {bar('100%', '2.5rem', 'l2')}
        </div>
      ))}
      {bar('8rem', '2.5rem', 'l2')}
    </div>
  );
}

/**
 * A page on its way: as tall as the screen, so that the footer under it stays below the fold until the page is there
 * (drawn at the screen's foot under a short skeleton, the footer jumped away when the page came: a layout shift of
 * 0.05 on the contracts list's first load, the budget's whole).
 */
function pageShape() {
  return (
    <div data-stack="" style={{ gap: '1rem', minHeight: '100vh' }}>
      {bar('50%', '2rem')}
      {bar('80%', '1rem')}
      {bar('65%', '1rem')}
      {bar('72%', '1rem')}
    </div>
  );
}

const SHAPES: Record<SkeletonShape, () => ReactNode> = {
  list: listShape,
  cards: cardsShape,
  detail: detailShape,
  form: formShape,
  page: pageShape,
  chart: () => bar('100%', '16rem', 'l3'),
};

export interface ContentSkeletonProps {
  shape: SkeletonShape;
  /** What is loading, for screen readers ("Loading the invoices…"); "Loading…" by default. */
  label?: ReactNode;
  /**
   * The content on its way is taller than the screen (a contract's detail): the skeleton is as tall as the screen, so
   * that the footer under it stays below the fold until the content is there, as the page shape does. Drawn under a
   * detail's short skeleton, the footer jumped away when the contract came (a layout shift of 0.047 on the contract
   * detail's first load, in four runs of five: the budget is 0.05).
   */
  fillsScreen?: boolean;
}

const FILLS_SCREEN: CSSProperties = { minHeight: '100vh' };

export function ContentSkeleton({ shape, label, fillsScreen = false }: ContentSkeletonProps) {
  const { t } = useLingui();
  return (
    <Box role="status" data-skeleton={shape} w="full" css={STYLES}>
      <Text srOnly>{label ?? t`Loading…`}</Text>
      <div aria-hidden style={fillsScreen ? FILLS_SCREEN : undefined}>
        {SHAPES[shape]()}
      </div>
    </Box>
  );
}

import { holdIdle, holdPaint } from '@portal/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Screen({ idle = false }: { idle?: boolean }) {
  const painted = useAfterFirstPaint(true, { idle });
  return <p>{painted ? 'After the paint' : 'First screen'}</p>;
}

const aTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('turns true once the first screen has been painted, not when it renders', async () => {
  const paint = holdPaint();
  try {
    render(<Screen />);
    await aTask();
    expect(screen.getByText('First screen')).toBeInTheDocument();
    paint.paint();
    expect(await screen.findByText('After the paint')).toBeInTheDocument();
  } finally {
    paint.restore();
  }
});

it('with `idle`, waits for the browser to be idle after the paint too (decision 009)', async () => {
  const paint = holdPaint();
  const idle = holdIdle();
  try {
    render(<Screen idle />);
    paint.paint();
    await aTask();
    expect(screen.getByText('First screen')).toBeInTheDocument();
    idle.idle();
    expect(await screen.findByText('After the paint')).toBeInTheDocument();
  } finally {
    idle.restore();
    paint.restore();
  }
});

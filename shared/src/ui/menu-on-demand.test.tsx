import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Menu } from '@portal/shared/widgets';
import { Button } from './chakra';
import { MenuOnDemand, type MenuOnDemandTriggerProps } from './menu-on-demand';

function TestMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button>Actions</Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="first">First</Menu.Item>
          <Menu.Item value="second">Second</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/** The menu's code as a dynamic import that arrives when `arrive` is called. */
function heldCode() {
  let arrive = () => {};
  const code = new Promise<{ default: typeof TestMenu }>((resolve) => {
    arrive = () => resolve({ default: TestMenu });
  });
  const load = jest.fn(() => code);
  const LazyMenu = lazy(() => code);
  const ui = (
    <MenuOnDemand
      load={load}
      trigger={(props: MenuOnDemandTriggerProps) => (
        <Button loadingText="Actions" {...props}>
          Actions
        </Button>
      )}
    >
      <LazyMenu defaultOpen />
    </MenuOnDemand>
  );
  return { load, ui, arrive: () => act(async () => arrive()) };
}

beforeEach(() => resetPortalState());

describe('MenuOnDemand (decision 009)', () => {
  it('fetches nothing with the screen; hovering or focusing the trigger fetches the code', async () => {
    const { load, ui } = heldCode();
    const { user } = renderWithProviders(ui);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    await user.hover(trigger);
    expect(load).toHaveBeenCalled();
    load.mockClear();
    trigger.focus();
    expect(load).toHaveBeenCalled();
  });

  it('a press shows the spinner until the code arrives, then the menu, open', async () => {
    const { ui, arrive } = heldCode();
    const { user } = renderWithProviders(ui);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('button', { name: 'Actions' })).toBeDisabled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Second' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('works by keyboard: Enter opens it, Escape closes it and gives the focus back to its trigger', async () => {
    const { ui, arrive } = heldCode();
    const { user } = renderWithProviders(ui);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    await arrive();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('leaves the trigger as it was when the code cannot be fetched; the next press tries again', async () => {
    let reachable = false;
    const load = jest.fn(() =>
      reachable ? Promise.resolve({ default: TestMenu }) : Promise.reject(new Error('ChunkLoadError')),
    );
    const LazyMenu = lazy(async () => ({ default: TestMenu }));
    const { user } = renderWithProviders(
      <MenuOnDemand
        load={load}
        trigger={(props) => (
          <Button loadingText="Actions" {...props}>
            Actions
          </Button>
        )}
      >
        <LazyMenu defaultOpen />
      </MenuOnDemand>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toBeEnabled());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeVisible();
  });
});

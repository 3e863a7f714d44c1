import { render, screen } from '@testing-library/react';
import { provideSlotRenderer, Slot, type SlotHostProps } from './slot';

afterEach(() => provideSlotRenderer(undefined));

describe('Slot (hosted by a remote, rendered by the shell)', () => {
  it('renders through the renderer the shell provides, with its name and props', () => {
    provideSlotRenderer(({ name, props }: SlotHostProps) => (
      <p>
        {name}: {JSON.stringify(props)}
      </p>
    ));
    render(
      <Slot
        name="contract.detail.sections"
        props={{ contractName: '0010001', contractType: 'electricity', contractId: 1 }}
      />,
    );
    expect(
      screen.getByText(
        'contract.detail.sections: {"contractName":"0010001","contractType":"electricity","contractId":1}',
      ),
    ).toBeInTheDocument();
  });

  it('is empty without a shell (a dev harness, a unit test)', () => {
    const { container } = render(<Slot name="home.tiles" props={{ isAuthenticated: false }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

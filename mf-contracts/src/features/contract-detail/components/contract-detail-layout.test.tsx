// customer-area §6 `sidebarContract`: with it, the contract detail has a sidebar of links to its sections (each link's
// anchor is the section's id: customer-area §2 "#hash"); without it (the spec's default), the sections alone.
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, setupTestServer } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import {
  contractDetailHandlers,
  electricityDetailRoute,
  startDetailChangeTest,
} from '../../../testing/contracts';
import { ContractDetailView } from './contract-detail-view';

const server = setupTestServer(...contractDetailHandlers());

beforeEach(() => startDetailChangeTest(server));

function renderDetail() {
  return renderWithProviders(
    <ContractDetailView contractName="0010001" />,
    electricityDetailRoute('0010001'),
  );
}

const sidebar = () => screen.queryByRole('navigation', { name: 'On this page' });

describe('the contract detail sidebar (sidebarContract)', () => {
  it('links to every section of the electricity detail, in their order, each by its anchor', async () => {
    settingsStore.getState().setPublic({
      sidebarContract: true,
      remotes: ['mf_contracts', 'mf_consumption_batteries'],
    });
    renderDetail();
    await screen.findByRole('region', { name: 'Contract data' });
    const links = within(sidebar()!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contract data', '#contract-data'],
      ['Contact data', '#contact-data'],
      ['Changes and downloads', '#changes'],
      ['Supply point (CUPS)', '#supply-point'],
      ['Services', '#services'],
      ['Consumption', '#consumption'],
      ['Documents', '#attachments'],
    ]);
    // Every link names a section that is on the page once its sections have rendered.
    expect(await screen.findByRole('region', { name: 'Documents' })).toHaveAttribute('id', 'attachments');
  });

  it('leaves the consumption out when its remote is not enabled', async () => {
    settingsStore.getState().setPublic({ sidebarContract: true, remotes: ['mf_contracts'] });
    renderDetail();
    await screen.findByRole('region', { name: 'Contract data' });
    expect(within(sidebar()!).queryByRole('link', { name: 'Consumption' })).not.toBeInTheDocument();
    expect(within(sidebar()!).getAllByRole('link')).toHaveLength(6);
  });

  it('has no sidebar when the flag is off (the default)', async () => {
    renderDetail();
    await screen.findByRole('region', { name: 'Contract data' });
    expect(sidebar()).not.toBeInTheDocument();
  });
});

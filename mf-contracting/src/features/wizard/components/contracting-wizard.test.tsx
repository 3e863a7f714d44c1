// The wizard's frame (visitor-features §2 "Contracting wizard", §4 "Wizard") with a stand-in step form: the real steps
// are tested beside their own code.
import type { ContractingConfig } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import { configureThirdParty, writeConsent } from '@portal/shared/consent';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  findReadOnlyWrapper,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { Form, InputField, usePortalForm, useWatch } from '@portal/shared/forms';
import { api } from '@portal/shared/http';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import * as v from 'valibot';
import { keepLeadToken, leadTokenHeaders } from '../../../lib/lead-tokens';
import { wizardStorageKey } from '../wizard-state';
import { ContractingWizard, type WizardStepProps } from './contracting-wizard';

const CONFIG = {
  requireLeadConsent: false,
  businessHaltContractation: false,
} as ContractingConfig;
let configStatus = 200;
let configCalls = 0;
const server = setupTestServer(
  http.get('/api/v1/contractacio/config', () => {
    configCalls += 1;
    return configStatus === 200
      ? HttpResponse.json(CONFIG)
      : new HttpResponse(null, { status: configStatus });
  }),
);
beforeEach(() => {
  resetPortalState();
  sessionStorage.clear();
  configStatus = 200;
  configCalls = 0;
  leadCall = undefined;
});
afterEach(() => {
  for (const script of document.querySelectorAll('script[data-third-party]')) script.remove();
});

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Required field')) });
type StepInput = v.InferInput<typeof schema>;

/** A lead call that waits until the test releases it; `answered` settles once the step has handled its answer. */
function pendingLeadCall() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let handled = () => {};
  const answered = new Promise<void>((resolve) => {
    handled = resolve;
  });
  server.use(
    http.post('/api/v1/leads', async () => {
      await gate;
      return HttpResponse.json({ status: 'OK', lead_id: 7 });
    }),
  );
  leadCall = { handled };
  return { release, answered };
}
let leadCall: { handled: () => void } | undefined;

/** The stand-in step's submit: "slow" sends a lead under the wizard's submitting flag, "untracked" without it. */
async function standInSubmit(name: string, whileSubmitting: WizardStepProps['whileSubmitting']) {
  if (name === 'slow') await whileSubmitting(() => api.post('leads', { json: { step: 2 }, version: 1 }));
  if (name === 'untracked') await api.post('leads', { json: { step: 2 }, version: 1 });
}

function StandInStep({
  stored,
  onDraft,
  onComplete,
  whileSubmitting,
  navigation,
  label,
}: WizardStepProps & { label: string }) {
  const form = usePortalForm<StepInput>({ schema, defaultValues: { name: String(stored?.name ?? '') } });
  const values = useWatch({ control: form.control });
  const serialized = JSON.stringify(values);
  useEffect(() => onDraft(JSON.parse(serialized) as StepInput), [serialized, onDraft]);
  return (
    <Form
      form={form}
      onSubmit={async (data) => {
        await standInSubmit(data.name, whileSubmitting);
        onComplete(
          data,
          data.name === 'bad score'
            ? { leadId: 7, leadErrors: { badScore: true, dniInvalid: false, genericError: false } }
            : { leadId: 7 },
        );
        leadCall?.handled();
      }}
      aria-label={`${label} form`}
    >
      <InputField<StepInput> name="name" label={label} />
      {navigation}
    </Form>
  );
}

function renderWizard() {
  return renderWithProviders(
    <ContractingWizard
      variant="electricity"
      renderStep={(step, props) =>
        step === 'finish' ? <p>Finished</p> : <StandInStep {...props} label={`Field of ${step}`} />
      }
    />,
    { routes: [{ path: '/', element: <p>Home page</p> }], route: '/nuevo-cliente-electricidad' },
  );
}

describe('ContractingWizard', () => {
  it('fetches the contracting configuration first, showing a loader, then the first step', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Contract electricity' })).toBeInTheDocument();
    // A form's skeleton, not a spinner's line: it keeps the first step's place, so the footer stays below the screen
    // until the step arrives (issue 47: the route's layout shift in Lighthouse was the footer pushed off).
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('status')).toHaveAttribute('data-skeleton', 'form');
    expect(await screen.findByLabelText('Field of installation')).toBeInTheDocument();
    expect(configCalls).toBe(1);
  });

  // §2: "The wizard shows a title (electricity, dual or gas variant), an optional help message with the CRM phone".
  it('shows the help message with the CRM phone as a call link when the organisation has one', async () => {
    settingsStore.setState((state) => ({
      settings: { ...state.settings, 'organization.phone_crm': '900 123 456' },
    }));
    renderWizard();
    await screen.findByLabelText('Field of installation');
    expect(screen.getByText(/^Need help\? Call us on/)).toHaveTextContent(
      'Need help? Call us on 900 123 456.',
    );
    expect(screen.getByRole('link', { name: '900 123 456' })).toHaveAttribute('href', 'tel:900123456');
  });

  it('shows no help message without a CRM phone', async () => {
    settingsStore.setState((state) => ({ settings: { ...state.settings, 'organization.phone_crm': ' ' } }));
    renderWizard();
    await screen.findByLabelText('Field of installation');
    expect(screen.queryByText(/Need help/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a failed configuration shows an error with a retry that loads it', async () => {
    configStatus = 500;
    const { user } = renderWizard();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    configStatus = 200;
    await user.click(retry);
    expect(await screen.findByLabelText('Field of installation')).toBeInTheDocument();
  }, 15000);

  it('shows the stepper and the progress counter; Next advances only with a valid step; Previous goes back', async () => {
    const { user } = renderWizard();
    await screen.findByLabelText('Field of installation');
    // jsdom matches no media query: the narrow layout shows, the wide stepper is in the DOM but hidden.
    // (A hidden element has no accessible name: the label is checked as an attribute.)
    const stepper = screen.getByRole('navigation', { hidden: true });
    expect(stepper).toHaveAttribute('aria-label', 'Contracting steps');
    // One item per step, read as "1. Supply point"; the steps after the current one say they are not yet available.
    expect(
      within(stepper)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual([
      '11. Supply point',
      '22. Personal data (not yet available)',
      '33. Electricity contract (not yet available)',
      '44. Payment (not yet available)',
      '55. Confirmation (not yet available)',
      '66. Finish (not yet available)',
    ]);
    // Issue 44: the current step is marked (aria-current="step"), not a disabled button that reads greyed out.
    const items = within(stepper).getAllByRole('listitem', { hidden: true });
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(within(stepper).queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Contracting progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByText('Step 1 of 6: Supply point')).toBeInTheDocument();
    // No Previous on the first step.
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Field of installation'), 'a');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Field of person')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 6: Personal data')).toBeInTheDocument();

    // §4 reachability: the completed step is a button; the current one is marked; the ones after are plain text.
    const [first, second, third] = within(stepper).getAllByRole('listitem', { hidden: true });
    expect(within(first as HTMLElement).getByRole('button', { hidden: true })).toHaveTextContent(
      '1. Supply point',
    );
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(within(second as HTMLElement).queryByRole('button', { hidden: true })).toBeNull();
    expect(within(third as HTMLElement).queryByRole('button', { hidden: true })).toBeNull();
    expect(third).toHaveTextContent('3. Electricity contract (not yet available)');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Field of installation')).toHaveValue('a');
  });

  // Every Next sends the step's lead, and the API refuses a read-only token's writes (403): an agent impersonating a
  // customer sees the wizard with Next disabled and the platform's tooltip, as every other change in the portal.
  it('a read-only (impersonation) session sees Next disabled with the tooltip, and the step is not sent', async () => {
    authStore.getState().setToken(createTestToken({ user_id: 1, readonly: true }));
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of installation'), 'a');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(await findReadOnlyWrapper(next));
    await user.type(screen.getByLabelText('Field of installation'), '{Enter}');
    // The click closed the tooltip the focus opened; a new pointer entry opens it again.
    await user.unhover(await findReadOnlyWrapper(next));
    await user.hover(await findReadOnlyWrapper(next));
    expect(await screen.findByText('This action cannot be done while impersonating')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6: Supply point')).toBeInTheDocument();
    expect(screen.queryByLabelText('Field of person')).not.toBeInTheDocument();
  });

  it('a reload keeps the step reached and what was typed, even not yet submitted', async () => {
    const first = renderWizard();
    await first.user.type(await screen.findByLabelText('Field of installation'), 'Marta');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(await screen.findByLabelText('Field of person'), 'López');
    first.unmount();

    const second = renderWizard();
    expect(await screen.findByLabelText('Field of person')).toHaveValue('López');
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Field of installation')).toHaveValue('Marta');
  });

  // Issue 41 item 6: 'offer "start again" that clears it'.
  it('Start again, once confirmed, clears the draft and its lead tokens and goes back to an empty first step', async () => {
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of installation'), 'Marta');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Field of person'), 'López');
    keepLeadToken('electricity', 7, 'secret');

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Field of person')).toHaveValue('López');
    // The dialog, with its own "Start again", leaves the page once its closing is over (on a busy machine, after
    // this line).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start again' }),
    );
    expect(await screen.findByLabelText('Field of installation')).toHaveValue('');
    expect(leadTokenHeaders('electricity', 7)).toEqual({});
    expect(sessionStorage.getItem(wizardStorageKey('electricity')) ?? '').not.toContain('Marta');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('Go home on the last step clears the wizard and goes to the root', async () => {
    sessionStorage.setItem(
      wizardStorageKey('electricity'),
      JSON.stringify({ leadId: 3, currentStep: 5, completedSteps: 5, data: { installation: { name: 'x' } } }),
    );
    const { user } = renderWizard();
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sessionStorage.getItem(wizardStorageKey('electricity'))).toBeNull();
  });

  // §4: "Lead errors badScore, dniInvalid and genericError block advancing"; "Going back clears the lead errors."
  it('a lead error keeps the step with its message; going back clears it', async () => {
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of installation'), 'ok');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Field of person'), 'bad score');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot offer you a contract after checking your payment history.Thank you for your interest.',
    );
    expect(screen.getByLabelText('Field of person')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Field of installation')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // Issue 41: 'The "we can't offer you a contract" banner stays after the data are corrected; it must follow the
  // current answer.'
  it('the lead error banner goes once the corrected step is answered without error', async () => {
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of installation'), 'ok');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const field = await screen.findByLabelText('Field of person');
    await user.type(field, 'bad score');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot offer you a contract');
    await user.clear(field);
    await user.type(field, 'corrected');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Field of contract')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // §3 "Wizard state": "… latestStep (completed + 1), submitting flag"; §4: "A step may be reached by clicking the
  // stepper only if its index is at most the number of completed steps, it is not the final step, and nothing is
  // submitting."
  it('while a step’s lead call is pending, Previous, the stepper, Start again and Next are disabled', async () => {
    const { release } = pendingLeadCall();
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of installation'), 'ok');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Field of person'), 'slow');
    const stepper = screen.getByRole('navigation', { hidden: true });
    const firstStep = within(stepper).getByRole('button', { hidden: true, name: '1. Supply point' });
    expect(firstStep).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled());
    expect(firstStep).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Clicking the disabled controls leaves the visitor on the step that is submitting.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 2 of 6: Personal data')).toBeInTheDocument();

    release();
    expect(await screen.findByLabelText('Field of contract')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeEnabled();
    expect(within(stepper).getByRole('button', { hidden: true, name: '2. Personal data' })).toBeEnabled();
  });

  // The answer of a step the visitor has left must not complete that step and jump to the one after it.
  it('a late answer for a step the visitor went back from does not move the wizard', async () => {
    const { release, answered } = pendingLeadCall();
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of installation'), 'ok');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Field of person'), 'untracked');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // This stand-in sends without the submitting flag, so Previous is still there to click.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText('Field of installation')).toHaveValue('ok');

    await act(async () => {
      release();
      await answered;
    });
    expect(screen.getByText('Step 1 of 6: Supply point')).toBeInTheDocument();
    expect(screen.getByLabelText('Field of installation')).toHaveValue('ok');
    expect(screen.queryByLabelText('Field of contract')).not.toBeInTheDocument();
    // The person step is not completed by the late answer: the contract step cannot be reached from the stepper.
    const stepper = screen.getByRole('navigation', { hidden: true });
    expect(within(stepper).getAllByRole('listitem', { hidden: true })[2]).toHaveTextContent(
      '3. Electricity contract (not yet available)',
    );
  });

  it('reaching finish clears the stored state', async () => {
    sessionStorage.setItem(
      wizardStorageKey('electricity'),
      JSON.stringify({ leadId: 3, currentStep: 4, completedSteps: 4, data: {} }),
    );
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Field of confirmation'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(sessionStorage.getItem(wizardStorageKey('electricity'))).toBeNull();
  });

  // §2: "After load the wizard fetches the contracting configuration, then optionally loads a chat widget and, on
  // the confirmation step, an order-tracking snippet in which the order id placeholder is replaced with the CUPS."
  it('loads the chat widget after the configuration, and the order tracking with the CUPS on confirmation', async () => {
    configureThirdParty({
      chatWidget: { src: 'https://chat.example/w.js', consent: 'preferences' },
      orderTracking: { src: 'https://t.example/c.js?order={orderId}', consent: 'marketing' },
    });
    writeConsent({ preferences: true, statistics: false, marketing: true });
    sessionStorage.setItem(
      wizardStorageKey('electricity'),
      JSON.stringify({
        leadId: 3,
        currentStep: 3,
        completedSteps: 3,
        data: { installation: { cups: 'ES0021000000000001RK' } },
      }),
    );
    const sources = () =>
      Array.from(document.querySelectorAll('script[data-third-party]')).map((s) => s.getAttribute('src'));
    const { user } = renderWizard();
    expect(sources()).toEqual([]);
    await user.type(await screen.findByLabelText('Field of payment'), 'ok');
    expect(sources()).toEqual(['https://chat.example/w.js']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Field of confirmation')).toBeInTheDocument();
    expect(sources()).toEqual([
      'https://chat.example/w.js',
      'https://t.example/c.js?order=ES0021000000000001RK',
    ]);
  });
});

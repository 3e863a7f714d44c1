// The power calculator (visitor-features §2 "Power calculator", §4 "Form, then lead form after submit, then
// thank-you after the lead returns status OK"): the page composes the calculator feature and the lead-contact feature
// (features never import each other) and holds which of the three steps shows. Going back to the form keeps what was
// typed; a failed lead keeps the lead form as typed.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Heading,
  PageLayout,
  SimpleGrid,
  Stack,
  useAfterFirstPaint,
  useCommittedTransition,
} from '@portal/shared/ui';
import { Activity, useState } from 'react';
import { LeadContactForm } from '../features/lead-contact/components/lead-contact-form';
import { LeadHelpPanel } from '../features/lead-contact/components/lead-help-panel';
import { LeadSent } from '../features/lead-contact/components/lead-sent';
import { useSendPowerLead } from '../features/power-calculator/api/power-calculator-queries';
import {
  PowerCalculatorForm,
  type CalculationDone,
} from '../features/power-calculator/components/power-calculator-form';
import { PowerCalculatorResult } from '../features/power-calculator/components/power-calculator-result';
import type { PowerCalculatorInput } from '../features/power-calculator/schemas';
import { expose } from '../i18n';

type Step =
  /** `last`: the calculation the reader came back from (its result waits hidden, its lead form as typed). */
  | { kind: 'form'; input?: PowerCalculatorInput; last?: CalculationDone }
  | { kind: 'result'; done: CalculationDone }
  | { kind: 'thanks' };

/**
 * The result, then the lead form under it. The form follows once the result is on screen: the click that calculates
 * paints the figure without waiting for the form's fields (issue 47 item 1).
 */
function ResultStep({
  done,
  onBack,
  onSent,
}: {
  /** Absent while the result is prepared, hidden, during the form's filling in. */
  done: CalculationDone | undefined;
  onBack: () => void;
  onSent: () => void;
}) {
  const { t } = useLingui();
  const sendLead = useSendPowerLead();
  const leadShown = useAfterFirstPaint();
  return (
    <Stack gap="6">
      <PowerCalculatorResult optimalPower={done?.result.optimalPower ?? 0} onBack={onBack} />
      {leadShown && done ? (
        <Stack gap="3">
          <Heading as="h2" size="md">
            <Trans>Do you want an adviser to call you?</Trans>
          </Heading>
          <LeadContactForm
            label={t`Your contact details`}
            serverFieldPrefix="data."
            errorMessage={t`Your details could not be sent. Please try again later.`}
            onSubmit={async (contact) => {
              await sendLead.mutateAsync({
                cups: done.values.cups,
                data: {
                  ...contact,
                  optimalPower: done.result.optimalPower,
                  appliances: done.result.appliances,
                  area: done.values.area,
                  numPersones: done.values.numPersones,
                  cofSimul: done.values.cofSimul,
                },
              });
              onSent();
            }}
          />
        </Stack>
      ) : undefined}
    </Stack>
  );
}

/**
 * The three steps; their state lives here, so a step change re-renders the step alone, not the page around it. The
 * result is rendered ahead, hidden (React's Activity), while the form is filled in: the click that calculates only
 * shows it with its figure (its first render, the kit's styles of its heading, list and button, took most of that
 * click at the budgets' CPU: issue 47 item 1). Going back hides it again, with the contact details typed in its lead
 * form; the form comes back as it was typed.
 */
function PowerCalculatorSteps() {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const inTransition = useCommittedTransition();
  if (step.kind === 'thanks')
    return (
      <LeadSent title={<Trans>Thank you</Trans>}>
        <Trans>We have received your details. An adviser will call you in the hours you chose.</Trans>
      </LeadSent>
    );
  const done = step.kind === 'result' ? step.done : step.last;
  return (
    <Box minW="0">
      {step.kind === 'form' ? (
        <PowerCalculatorForm
          initialValues={step.input}
          // The result in a transition: the click's frame paints Calculate disabled (the form submits until the
          // result is on screen), and the result's frame follows. Rendered at once, the form's leaving and the
          // result's showing made that click's frame (issue 47 item 1).
          onCalculated={(next) => inTransition(() => setStep({ kind: 'result', done: next }))}
        />
      ) : undefined}
      <Activity mode={step.kind === 'result' ? 'visible' : 'hidden'}>
        <ResultStep
          done={done}
          onBack={() => done && setStep({ kind: 'form', input: done.input, last: done })}
          onSent={() => setStep({ kind: 'thanks' })}
        />
      </Activity>
    </Box>
  );
}

function PowerCalculatorPage() {
  const { t } = useLingui();
  return (
    <PageLayout
      bodyShape="form"
      width="full"
      title={t`Power calculator`}
      description={t`Find the power you need from your home and your appliances.`}
    >
      <SimpleGrid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <PowerCalculatorSteps />
        <LeadHelpPanel />
      </SimpleGrid>
    </PageLayout>
  );
}

export default expose(PowerCalculatorPage);

// What both comparator pages share (visitor-features §2 "Electricity comparator", "Gas comparator", §4 "Form (auto
// or manual mode), then loading, then result on success, then back to the form. On the contact lead: a sent message.
// Manual mode sends the invoice lead and shows sent."): the mode choice (hidden by the setting
// comparator.calculationMode 'writed_data', §9 "Default comparator mode is auto"), the result with the
// I-am-interested lead form and back, the manual mode's invoice form ("Invoice sending failed.") and the sent message.
// It composes the comparator and lead-contact features, so it lives beside the pages.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComparisonResult } from '@portal/shared/api-types';
import { useSetting } from '@portal/shared/settings';
import { Box, Button, Heading, HStack, PageLayout, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { useState, type ReactNode } from 'react';
import {
  useConfirmInterest,
  useSendInvoiceLead,
  type Energy,
} from '../features/comparator/api/comparator-queries';
import { ComparisonResultView } from '../features/comparator/components/comparison-result';
import { WithComparatorLookups, type ComparatorLookups } from '../features/comparator/components/lookups';
import { LeadContactForm } from '../features/lead-contact/components/lead-contact-form';
import { LeadHelpPanel } from '../features/lead-contact/components/lead-help-panel';
import { LeadSent } from '../features/lead-contact/components/lead-sent';

export interface Compared<Input> {
  input: Input;
  cups: string;
  result: ComparisonResult;
}

type Step<Input> =
  | { kind: 'form'; input?: Input }
  | { kind: 'result'; compared: Compared<Input> }
  | { kind: 'sent' };

export interface ComparatorFlowProps<Input> {
  energy: Energy;
  title: string;
  intro: string;
  renderForm: (
    lookups: ComparatorLookups,
    initialValues: Input | undefined,
    onCompared: (compared: Compared<Input>) => void,
  ) => ReactNode;
  /** Buttons under the result (the gas comparator's see-products, contract-gas and contract-dual). */
  resultActions?: ReactNode;
}

export function ComparatorFlow<Input>({
  energy,
  title,
  intro,
  renderForm,
  resultActions,
}: ComparatorFlowProps<Input>) {
  const { t } = useLingui();
  const calculationMode = useSetting('comparator.calculationMode');
  const [mode, setMode] = useState<'auto' | 'manual'>('auto');
  const [step, setStep] = useState<Step<Input>>({ kind: 'form' });
  const confirm = useConfirmInterest(energy);
  const sendInvoice = useSendInvoiceLead(energy);
  const showModes = calculationMode !== 'writed_data';
  const current = showModes ? mode : 'auto';

  let content: ReactNode;
  if (step.kind === 'sent') {
    content = (
      <LeadSent title={<Trans>Request sent</Trans>}>
        <Trans>Thank you: we have received your details and an adviser will contact you soon.</Trans>
      </LeadSent>
    );
  } else if (step.kind === 'result') {
    const { compared } = step;
    content = (
      <Stack gap="6">
        <ComparisonResultView
          result={compared.result}
          onChangeData={() => setStep({ kind: 'form', input: compared.input })}
        />
        {resultActions}
        <Stack gap="3">
          <Heading as="h2" size="md">
            <Trans>I am interested</Trans>
          </Heading>
          <LeadContactForm
            label={t`I am interested`}
            withInvoice={false}
            errorMessage={t`Your details could not be sent. Please try again later.`}
            onSubmit={async ({ invoice: _invoice, ...contact }) => {
              await confirm.mutateAsync({ ...contact, cups: compared.cups });
              setStep({ kind: 'sent' });
            }}
          />
        </Stack>
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setStep({ kind: 'form', input: compared.input })}
        >
          <Trans>Back</Trans>
        </Button>
      </Stack>
    );
  } else if (current === 'manual') {
    content = (
      <Stack gap="3">
        <Text>
          <Trans>
            Send us your last invoice and we will compare it for you and contact you with the result.
          </Trans>
        </Text>
        <LeadContactForm
          label={t`Send your invoice`}
          invoiceRequired
          errorMessage={t`Invoice sending failed.`}
          submitLabel={<Trans>Send the invoice</Trans>}
          onSubmit={async ({ invoice, ...contact }) => {
            if (!invoice) throw new Error('The invoice is required');
            await sendInvoice.mutateAsync({ ...contact, mode: 'manual', invoice });
            setStep({ kind: 'sent' });
          }}
        />
      </Stack>
    );
  } else {
    const initial = step.input;
    content = (
      <WithComparatorLookups energy={energy}>
        {(lookups) => renderForm(lookups, initial, (compared) => setStep({ kind: 'result', compared }))}
      </WithComparatorLookups>
    );
  }

  return (
    <PageLayout bodyShape="form" width="full" title={title} description={intro}>
      <SimpleGrid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          {showModes && step.kind === 'form' ? (
            <Box as="fieldset">
              <Box as="legend" fontWeight="semibold">
                <Trans>How do you want to compare?</Trans>
              </Box>
              <Stack direction={{ base: 'column', md: 'row' }} gap="4" mt="2">
                {(
                  [
                    { value: 'auto', label: <Trans>Enter my invoice data</Trans> },
                    { value: 'manual', label: <Trans>Send my invoice by e-mail</Trans> },
                  ] as const
                ).map((option) => (
                  <HStack key={option.value} as="label" gap="2" cursor="pointer">
                    <input
                      type="radio"
                      name="comparator-mode"
                      value={option.value}
                      checked={mode === option.value}
                      onChange={() => setMode(option.value)}
                    />
                    <span>{option.label}</span>
                  </HStack>
                ))}
              </Stack>
            </Box>
          ) : undefined}
          {content}
        </Stack>
        <LeadHelpPanel />
      </SimpleGrid>
    </PageLayout>
  );
}

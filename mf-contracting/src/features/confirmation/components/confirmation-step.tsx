// The confirmation step (visitor-features §4 "Confirmation", §5 "Confirmation"): conditions and privacy unless signed
// in (pre-accepted and hidden then), publicity when askPublicity; the confirm call; a failure shows the connectivity
// error with Previous.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { useSetting } from '@portal/shared/settings';
import { Alert, Button, HStack, NewTabLink, ReadOnlyGuard } from '@portal/shared/ui';
import { CheckboxField, Form, SubmitButton, useLocalizedSchema, usePortalForm } from '@portal/shared/forms';
import { useMemo, useState, type ReactNode } from 'react';
import { confirmLeads, type ConfirmAllOutcome, type LeadToConfirm } from '../api/confirm-lead';
import {
  confirmationSchema,
  emptyConfirmation,
  type ConfirmationInput,
  type ConfirmationValues,
} from '../schemas';

export interface ConfirmationStepProps {
  /**
   * The leads to confirm: the ones made step by step, or the whole leads sent now when leads go at confirmation (§4);
   * the electricity lead and the gas one in the dual flow.
   */
  prepareLeads: () => Promise<LeadToConfirm[]>;
  /** Leads an earlier attempt confirmed ("electricity:21"): not confirmed again. */
  confirmedLeads?: readonly string[];
  /** A lead was confirmed (kept by the wizard for a retry). */
  onLeadConfirmed?: (key: string) => void;
  askPublicity: boolean;
  /** Every confirm call answered OK: the wizard goes to finish with what each answered. */
  onConfirmed: (confirmed: Extract<ConfirmAllOutcome, { status: 'OK' }>['confirmed']) => void;
  onPrevious: () => void;
  /**
   * Runs the confirmation (the leads prepared, the confirm calls) with the wizard's submitting flag set (§3), so that
   * nothing leads away from the step meanwhile.
   */
  whileSubmitting?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Something is submitting: Previous is disabled meanwhile. */
  submitting?: boolean;
  /** What the request will say, shown before the checkboxes (issue 41 item 4). */
  summary?: ReactNode;
}

export function ConfirmationStep({
  prepareLeads,
  confirmedLeads,
  onLeadConfirmed,
  askPublicity,
  onConfirmed,
  onPrevious,
  whileSubmitting = (work) => work(),
  submitting = false,
  summary,
}: ConfirmationStepProps) {
  const { t } = useLingui();
  const signedIn = useAuth((state) => state.isAuthenticated);
  const schema = useLocalizedSchema(() => confirmationSchema(signedIn), [signedIn]);
  const defaultValues = useMemo(() => emptyConfirmation(signedIn), [signedIn]);
  const form = usePortalForm<ConfirmationInput, ConfirmationValues>({ schema, defaultValues });
  const [failed, setFailed] = useState(false);
  // Issue 41 item 5: the documents accepted, from the brand's settings, each opening in a new tab.
  const conditions = useSetting('links.conditions').trim();
  const gdpr = useSetting('links.gdpr').trim();

  const onSubmit = (values: ConfirmationValues) =>
    whileSubmitting(async () => {
      setFailed(false);
      let outcome: ConfirmAllOutcome;
      try {
        outcome = await confirmLeads(values, await prepareLeads(), confirmedLeads, onLeadConfirmed);
      } catch {
        outcome = { status: 'ERROR' };
      }
      if (outcome.status === 'OK') onConfirmed(outcome.confirmed);
      else setFailed(true);
    });

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t`Confirmation`}>
      {failed ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Connectivity error: the application could not be confirmed. Please try again later.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
      {summary}
      {signedIn ? undefined : (
        <>
          {[
            {
              name: 'acceptOVConditions' as const,
              label: (
                <Trans>
                  I accept the <DocumentLink href={conditions}>contract conditions</DocumentLink>
                </Trans>
              ),
            },
            {
              name: 'acceptGdpr' as const,
              label: (
                <Trans>
                  I accept the <DocumentLink href={gdpr}>privacy policy</DocumentLink>
                </Trans>
              ),
            },
          ].map(({ name, label }) => (
            <CheckboxField<ConfirmationInput> key={name} name={name} label={label} required />
          ))}
        </>
      )}
      {askPublicity ? (
        <CheckboxField<ConfirmationInput>
          name="acceptPublicity"
          label={t`I want to receive commercial communications`}
        />
      ) : undefined}
      <HStack justify="space-between" pt="2">
        <Button variant="outline" onClick={onPrevious} disabled={submitting}>
          <Trans>Previous</Trans>
        </Button>
        <ReadOnlyGuard>
          <SubmitButton>
            <Trans>Confirm</Trans>
          </SubmitButton>
        </ReadOnlyGuard>
      </HStack>
    </Form>
  );
}

/** A document the visitor accepts (settings `links.conditions`, `links.gdpr`), in a new tab; plain text without one. */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <NewTabLink href={href} variant="underline" colorPalette="primary">
      {children}
    </NewTabLink>
  );
}

// The promo code of the electricity contract (visitor-features §4 "A promo code in the query parameter promocode is
// applied automatically", §5 "Promo code", §7 leads/validate-coupon): typed and applied, with the applied / already
// applied / invalid message; the applied code chooses the products (pricelist promocode).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Field, HStack, Input, Stack } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { applyPromoCode, normalizePromoCode, type PromoCodeOptions, type PromoOutcome } from '../promo-code';

export interface PromoCodeFieldProps {
  promo: PromoCodeOptions;
  /** The code in use (the contract step's promotionalCode). */
  applied: string;
  onApplied: (code: string) => void;
}

export function PromoCodeField({ promo, applied, onApplied }: PromoCodeFieldProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(applied || promo.fromQuery);
  const [outcome, setOutcome] = useState<PromoOutcome>();
  const [pending, setPending] = useState(false);
  const latest = useRef({ applied, onApplied });
  latest.current = { applied, onApplied };

  const apply = async (code: string) => {
    setPending(true);
    const result = await applyPromoCode(code, latest.current.applied);
    setPending(false);
    setOutcome(result);
    if (result.kind === 'applied') {
      setTyped(result.code);
      latest.current.onApplied(result.code);
    }
  };

  // The code of the address is applied once, unless it is the one in use already.
  const autoApplied = useRef(false);
  useEffect(() => {
    if (autoApplied.current || !promo.fromQuery) return;
    autoApplied.current = true;
    if (normalizePromoCode(promo.fromQuery) !== normalizePromoCode(latest.current.applied)) {
      void apply(promo.fromQuery);
    }
  }, [promo.fromQuery]);

  return (
    <Stack gap="2">
      <HStack align="flex-end">
        <Field.Root flex="1">
          <Field.Label>{t`Promotional code`}</Field.Label>
          <Input
            value={typed}
            autoComplete="off"
            maxLength={40}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void apply(typed);
            }}
          />
        </Field.Root>
        <Button type="button" variant="outline" loading={pending} onClick={() => void apply(typed)}>
          <Trans>Apply</Trans>
        </Button>
      </HStack>
      {outcome ? <PromoMessage outcome={outcome} /> : undefined}
    </Stack>
  );
}

function PromoMessage({ outcome }: { outcome: PromoOutcome }) {
  const { code } = outcome;
  if (outcome.kind === 'invalid') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Invalid promotional code</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status={outcome.kind === 'applied' ? 'success' : 'info'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {outcome.kind === 'applied' ? (
            <Trans>Promotional code {code} applied</Trans>
          ) : (
            <Trans>The promotional code {code} is already applied</Trans>
          )}
        </Alert.Title>
        {outcome.kind === 'applied' && outcome.description ? (
          <Alert.Description>{outcome.description}</Alert.Description>
        ) : undefined}
      </Alert.Content>
    </Alert.Root>
  );
}

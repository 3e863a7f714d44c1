// The power change (customer-area §2 "Edit dialogs"; §3 "Power change payload"; §5 "Power change"; §7 POST
// contracts/{name}/power/; §8 "power change 406 shows power_same_error_modification_close; 400 shows field errors and
// returns to the form"; §9 "Power change costs"). Periods in kW with comma decimals, sent in watts.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractDetail, PowerChangeRequest } from '@portal/shared/api-types';
import { formatEuro, formatKw } from '@portal/shared/format';
import { isHttpError } from '@portal/shared/http';
import { Box, HStack, List, Text } from '@portal/shared/ui';
import {
  Form,
  InputField,
  SubmitButton,
  setServerError,
  useLocalizedSchema,
  usePortalForm,
  useWatch,
} from '@portal/shared/forms';
import { kwToWatts, parseKw, powerChangeCosts } from '../../../lib/change-rules';
import { serverMessage } from '../../../lib/server-messages';
import { useChangePower } from '../api/contract-changes';
import {
  DEFAULT_PHONE_PREFIX,
  POWER_FIELDS,
  POWER_PHONE_MAX,
  type PowerChangeInput,
  powerChangeSchema,
} from '../schemas';
import { ContractChangeDialog } from './contract-change-dialog';
import { showChangeError } from './change-form-errors';
import type { ContractDialogProps } from './dialog-control';

function PowerCosts({ contract }: { contract: ContractDetail }) {
  const values = useWatch<PowerChangeInput>();
  const requested = POWER_FIELDS.map((field) => {
    const text = values[field] ?? '';
    return text.trim() === '' ? undefined : parseKw(text);
  });
  const costs = powerChangeCosts(contract.contracted_power_period, requested);
  const kw = formatKw(costs.increasedKw);
  return (
    <Box borderWidth="1px" rounded="l2" p="3" aria-live="polite">
      <Text fontWeight="semibold" mb="2">
        <Trans>Costs of the change (plus VAT)</Trans>
      </Text>
      <List.Root ps="4">
        <List.Item>
          <Trans>Connection right: {formatEuro(costs.connection)}</Trans>
        </List.Item>
        {costs.access !== undefined ? (
          <List.Item>
            <Trans>
              Access right: {formatEuro(costs.access)} (19.7 € per kW increased, {kw})
            </Trans>
          </List.Item>
        ) : undefined}
        {costs.extension !== undefined ? (
          <List.Item>
            <Trans>
              Extension right: {formatEuro(costs.extension)} (17.27 € per kW increased, when the requested
              power was not held in the last three years)
            </Trans>
          </List.Item>
        ) : undefined}
      </List.Root>
    </Box>
  );
}

function PowerForm({ contract, onSent }: { contract: ContractDetail; onSent: (waiting: boolean) => void }) {
  const { t } = useLingui();
  const periods = contract.contracted_power_period;
  const current = periods.map((p) => p.power);
  const schema = useLocalizedSchema(() => powerChangeSchema(current), [current.join()]);
  const form = usePortalForm<PowerChangeInput>({
    schema,
    defaultValues: {
      phone_pre: DEFAULT_PHONE_PREFIX,
      phone_num: '',
      power_p1: '',
      power_p2: '',
      power_p3: '',
      power_p4: '',
      power_p5: '',
      power_p6: '',
    },
  });
  const change = useChangePower(contract.name);
  return (
    <Form
      form={form}
      aria-label={t`Change the contracted power`}
      onSubmit={async (values) => {
        // "612 345 678" as typed is sent as the number it is: the spaces, dots and dashes that group it go.
        const number = values.phone_num.replace(/[\s().-]/g, '');
        const body: PowerChangeRequest = {
          phone: `${values.phone_pre}${number}`,
          phone_num: number,
          phone_pre: values.phone_pre,
          power_p1: 0,
        };
        POWER_FIELDS.forEach((field, index) => {
          const kw = values[field] === '' ? undefined : parseKw(values[field]);
          if (kw !== undefined && index < periods.length) body[field] = kwToWatts(kw);
        });
        const result = await change.mutateAsync(body);
        onSent(result.waiting_for_signature);
      }}
      onError={(error) => {
        if (isHttpError(error, 406))
          setServerError(form, serverMessage('power_same_error_modification_close'));
        else showChangeError(form, error);
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        <Trans>Powers in kW. P1 is required; another period left empty keeps its power.</Trans>
      </Text>
      {periods.map((period, index) => {
        const field = POWER_FIELDS[index];
        if (!field) return null;
        return (
          <InputField<PowerChangeInput>
            key={field}
            name={field}
            label={t`New power ${period.period} (kW)`}
            helperText={t`Current: ${formatKw(period.power)}`}
            required={index === 0}
            inputMode="decimal"
            autoComplete="off"
          />
        );
      })}
      <HStack gap="3" align="flex-start">
        <Box w="24" flexShrink={0}>
          <InputField<PowerChangeInput>
            name="phone_pre"
            label={t`Prefix`}
            required
            inputMode="tel"
            maxLength={5}
          />
        </Box>
        <Box flex="1">
          <InputField<PowerChangeInput>
            name="phone_num"
            label={t`Contact phone`}
            required
            type="tel"
            autoComplete="tel-national"
            maxLength={POWER_PHONE_MAX}
          />
        </Box>
      </HStack>
      <PowerCosts contract={contract} />
      <SubmitButton alignSelf="flex-start">{t`Request the change`}</SubmitButton>
    </Form>
  );
}

/** The button and dialog of the power change (needs ATR available). */
export function PowerDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  const { contract } = props;
  return (
    <ContractChangeDialog
      {...props}
      label={t`Change the contracted power`}
      change="power"
      blockOptions={{ needsAtr: true, requestKind: 'power' }}
    >
      {(done) => <PowerForm contract={contract} onSent={done} />}
    </ContractChangeDialog>
  );
}

// The notification address change (customer-area §2 "notification address change"; §3 "Address"; §5 "Notification
// address (new)"; §7 POST contracts/{name}/notification/ (v2) and the geography calls; §8 "Address change 400 with
// message error_usuario_otra_vivienda_habitual_activa shows "error_ov_otra_vivienda_habitual"; any other failure shows
// "no_error_defined". No addresses: change_address_no_data."). The postal code's localities come 700 ms after typing
// (§9), the province from the municipality's INE code.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Address, ContractDetail, NewAddressPayload } from '@portal/shared/api-types';
import { isHttpError } from '@portal/shared/http';
import {
  Box,
  ErrorPanel,
  Field,
  NativeSelect,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui';
import {
  Form,
  type UseFormReturn,
  InputField,
  SelectField,
  SubmitButton,
  setServerError,
  useFormContext,
  useLocalizedSchema,
  usePortalForm,
  useWatch,
} from '@portal/shared/forms';
import { geoQueries, usePostalCodeLocalities } from '@portal/shared/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { fieldErrorsUnder, serverMessage } from '../../../lib/server-messages';
import { changeOptionsQueries, useChangeNotificationAddress } from '../api/contract-changes';
import { type NewAddressInput, newAddressSchema } from '../schemas';
import { ContractChangeDialog } from './contract-change-dialog';
import { showChangeError } from './change-form-errors';
import type { ContractDialogProps } from './dialog-control';

type AddressForm = { city: string } & NewAddressInput;
interface ExistingForm {
  address_id: string;
}

function newAddressFormSchema() {
  return v.object({ city: v.string(), ...newAddressSchema().entries });
}
function existingAddressSchema() {
  return v.object({ address_id: v.pipe(v.string(), v.nonEmpty(serverMessage('The field cannot be empty'))) });
}

const EMPTY_NEW: NewAddressInput = {
  zipcode: '',
  municipi: '',
  state_id: '',
  tv: '',
  nv: '',
  pnp: '',
  bq: '',
  es: '',
  pt: '',
  pu: '',
  ref_catastral: '',
  aclarador: '',
  name: '',
  email: '',
  mobile: '',
};

function NewAddressFields() {
  const { t } = useLingui();
  const zipcode = useWatch<AddressForm, 'zipcode'>({ name: 'zipcode' }) ?? '';
  const municipi = useWatch<AddressForm, 'municipi'>({ name: 'municipi' }) ?? '';
  const { localities, isFetching } = usePostalCodeLocalities(zipcode);
  const streetTypes = useQuery(geoQueries.streetTypes());
  const province = useQuery(geoQueries.provinces(municipi));
  const provinceName = province.data?.[0]?.name ?? '';
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField<AddressForm>
          name="zipcode"
          label={t`Postal code`}
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
        />
        <SelectField<AddressForm>
          name="municipi"
          label={t`Locality`}
          required
          options={[
            {
              value: '',
              label: isFetching
                ? t`Looking up the postal code…`
                : localities.length === 0
                  ? t`Enter a postal code first`
                  : t`Choose a locality`,
            },
            ...localities.map((l) => ({ value: l.ine, label: l.city })),
          ]}
        />
      </SimpleGrid>
      <Text fontSize="sm" aria-live="polite">
        {provinceName ? t`Province: ${provinceName}` : ''}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField<AddressForm>
          name="tv"
          label={t`Street type`}
          required
          options={[
            { value: '', label: t`Choose a street type` },
            ...(streetTypes.data ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <InputField<AddressForm> name="nv" label={t`Street name`} required maxLength={256} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        <InputField<AddressForm> name="pnp" label={t`Number`} required maxLength={9} />
        <InputField<AddressForm> name="bq" label={t`Block`} maxLength={4} />
        <InputField<AddressForm> name="es" label={t`Staircase`} maxLength={4} />
        <InputField<AddressForm> name="pt" label={t`Floor`} maxLength={10} />
        <InputField<AddressForm> name="pu" label={t`Door`} maxLength={4} />
      </SimpleGrid>
      <InputField<AddressForm> name="aclarador" label={t`Address details`} maxLength={256} />
      <InputField<AddressForm> name="ref_catastral" label={t`Cadastral reference`} maxLength={20} />
      <InputField<AddressForm> name="name" label={t`Name`} required autoComplete="name" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField<AddressForm> name="email" label={t`E-mail`} required type="email" autoComplete="email" />
        <InputField<AddressForm>
          name="mobile"
          label={t`Mobile phone`}
          required
          type="tel"
          autoComplete="tel"
        />
      </SimpleGrid>
      <LocalitySync
        provinceId={province.data?.[0]?.id}
        city={localities.find((l) => l.ine === municipi)?.city ?? ''}
      />
    </Stack>
  );
}

/** "province from the municipality": the province's id and the locality's name go with the address. */
function LocalitySync({ provinceId, city }: { provinceId: number | undefined; city: string }) {
  const { setValue } = useFormContext<AddressForm>();
  useEffect(() => {
    setValue('state_id', provinceId === undefined ? '' : String(provinceId));
    setValue('city', city);
  }, [setValue, provinceId, city]);
  return null;
}

/** §8: the habitual-residence refusal and the field errors as told; any other failure "no_error_defined". */
function onAddressError<T extends AddressForm | ExistingForm>(form: UseFormReturn<T>, error: unknown) {
  if (isHttpError(error, 400) && error.message === 'error_usuario_otra_vivienda_habitual_activa')
    return setServerError(form, serverMessage('error_ov_otra_vivienda_habitual'));
  if (isHttpError(error, 400) && Object.keys(error.errors).length > 0)
    return showChangeError(form, fieldErrorsUnder(error, 'address'));
  setServerError(form, serverMessage('no_error_defined'));
}

function ExistingAddressForm({
  contract,
  others,
  onSaved,
}: {
  contract: ContractDetail;
  others: Address[];
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(existingAddressSchema);
  const form = usePortalForm<ExistingForm>({ schema, defaultValues: { address_id: '' } });
  const change = useChangeNotificationAddress(contract.name);
  return (
    <Form
      form={form}
      aria-label={t`One of my addresses`}
      onSubmit={async (values) => {
        await change.mutateAsync({ address_type: 'existing', address_id: Number(values.address_id) });
        onSaved();
      }}
      onError={(error) => onAddressError(form, error)}
    >
      <SelectField<ExistingForm>
        name="address_id"
        label={t`My addresses`}
        required
        options={[
          { value: '', label: t`Choose an address` },
          ...others.map((a) => ({ value: String(a.id), label: a.full_address })),
        ]}
      />
      <SubmitButton alignSelf="flex-start">{t`Save`}</SubmitButton>
    </Form>
  );
}

function NewAddressForm({ contract, onSaved }: { contract: ContractDetail; onSaved: () => void }) {
  const { t } = useLingui();
  const schema = useLocalizedSchema(newAddressFormSchema);
  const form = usePortalForm<AddressForm>({
    schema,
    defaultValues: { city: '', ...EMPTY_NEW, name: contract.notification_address?.name ?? '' },
  });
  const change = useChangeNotificationAddress(contract.name);
  return (
    <Form
      form={form}
      aria-label={t`A new address`}
      onSubmit={async (values) => {
        const address: NewAddressPayload = {
          zipcode: values.zipcode,
          city: values.city,
          municipi: values.municipi,
          state_id: Number(values.state_id || values.municipi.slice(0, 2)),
          // One of geo/tipovias' ids (the select offers no other); the API refuses any other with a 400.
          tv: values.tv as NewAddressPayload['tv'],
          nv: values.nv,
          pnp: values.pnp,
          bq: values.bq,
          es: values.es,
          pt: values.pt,
          pu: values.pu,
          ref_catastral: values.ref_catastral,
          aclarador: values.aclarador,
          name: values.name,
          email: values.email,
          mobile: values.mobile,
        };
        await change.mutateAsync({ address_type: 'new', address });
        onSaved();
      }}
      onError={(error) => onAddressError(form, error)}
    >
      <NewAddressFields />
      <SubmitButton alignSelf="flex-start">{t`Save`}</SubmitButton>
    </Form>
  );
}

/** An existing address or a new one; both forms stay mounted, so switching loses nothing typed. */
function AddressChangeForm({
  contract,
  addresses,
  onSaved,
}: {
  contract: ContractDetail;
  addresses: Address[];
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const others = addresses.filter((a) => a.id !== contract.notification_address?.id);
  const [type, setType] = useState<'existing' | 'new'>(others.length > 0 ? 'existing' : 'new');
  return (
    <Stack gap="4">
      {others.length > 0 ? (
        <Field.Root>
          <Field.Label>{t`Address`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={type}
              onChange={(event) => setType(event.currentTarget.value === 'new' ? 'new' : 'existing')}
            >
              <option value="existing">{t`One of my addresses`}</option>
              <option value="new">{t`A new address`}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>You have no other address: enter a new one.</Trans>
        </Text>
      )}
      {others.length > 0 ? (
        <Box hidden={type !== 'existing'}>
          <ExistingAddressForm contract={contract} others={others} onSaved={onSaved} />
        </Box>
      ) : undefined}
      <Box hidden={type !== 'new'}>
        <NewAddressForm contract={contract} onSaved={onSaved} />
      </Box>
    </Stack>
  );
}

function AddressLoader({ contract, onSaved }: { contract: ContractDetail; onSaved: () => void }) {
  const { t } = useLingui();
  const addresses = useQuery(changeOptionsQueries.addresses(contract.name));
  if (addresses.isPending) return <LoadingState shape="form" label={t`Loading your addresses…`} />;
  if (addresses.isError)
    return (
      <ErrorPanel title={t`Your addresses could not be loaded.`} onRetry={() => void addresses.refetch()} />
    );
  return <AddressChangeForm contract={contract} addresses={addresses.data} onSaved={onSaved} />;
}

export function NotificationAddressDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  const { contract } = props;
  return (
    <ContractChangeDialog {...props} label={t`Change the notification address`} change="notificationAddress">
      {(done) => <AddressLoader contract={contract} onSaved={() => done()} />}
    </ContractChangeDialog>
  );
}

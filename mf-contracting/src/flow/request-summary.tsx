// The sections of the summary shown before "Confirmar" (issue 41 item 4), from the steps' stored values: supply
// address, holder, billing address, products, payment account (masked). Only the steps of this flow, each section
// naming the step its Change button goes back to.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { geoQueries } from '@portal/shared/widgets';
import type { AddressInput } from '../lib/address';
import { formatPower, parsePower } from '../features/contract/power-rules';
import {
  RequestSummary,
  type RequestSummaryProps,
  type SummarySection,
} from '../features/confirmation/components/request-summary';
import { isCompanyVat } from '../features/person/schemas';
import type { StepData } from '../features/wizard/wizard-state';
import type { StepKey } from '../features/wizard/steps';

/** "ES91 •••• 1332": the country, check digits and last four of an IBAN, the rest hidden. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The address as the summary writes it: the street and the locality (the codes are not shown). */
type AddressValues = Omit<AddressInput, 'ine' | 'state' | 'ref_catastral' | 'aclarador'>;
const ADDRESS_KEYS = ['tv', 'nv', 'pnp', 'bq', 'es', 'pt', 'pu', 'dp', 'poblacio'] as const;

function addressOf(values: Record<string, unknown> | undefined): AddressValues {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(values?.[key])])) as AddressValues;
}

export function useRequestSummary(
  data: Record<string, StepData>,
  steps: readonly StepKey[],
): SummarySection[] {
  const { t } = useLingui();
  const streetTypes = useQuery(geoQueries.streetTypes());
  const streetLine = (address: AddressValues): string => {
    const type = streetTypes.data?.find((streetType) => streetType.id === address.tv)?.name ?? address.tv;
    const { bq, es, pt, pu } = address;
    const details = [
      bq ? t`Block ${bq}` : '',
      es ? t`Stairs ${es}` : '',
      pt ? t`Floor ${pt}` : '',
      pu ? t`Door ${pu}` : '',
    ].filter(Boolean);
    return [[type, address.nv, address.pnp].filter(Boolean).join(' '), ...details].join(', ');
  };
  const townLine = (address: AddressValues) => [address.dp, address.poblacio].filter(Boolean).join(' ');
  const sections: SummarySection[] = [];
  const has = (step: StepKey) => steps.includes(step) && data[step] !== undefined;

  if (has('installation')) {
    const installation = data.installation;
    const address = addressOf(installation);
    sections.push({
      step: 'installation',
      title: t`Supply address`,
      rows: [
        { label: t`CUPS`, value: text(installation?.cups) },
        { label: t`Address`, value: streetLine(address) },
        { label: t`Postal code and town`, value: townLine(address) },
      ],
    });
  }
  if (has('person')) {
    const person = data.person;
    const company = isCompanyVat(text(person?.vat));
    const fullName = [person?.name, person?.surName1, person?.surName2].map(text).filter(Boolean).join(' ');
    const rows = [
      { label: t`Holder`, value: fullName },
      { label: t`NIF / CIF`, value: text(person?.vat).toUpperCase() },
    ];
    if (company) {
      const representative = [
        person?.nameRepresentante,
        person?.surName1Representante,
        person?.surName2Representante,
      ]
        .map(text)
        .filter(Boolean)
        .join(' ');
      rows.push({
        label: t`Representative`,
        value: `${representative} (${text(person?.vatRepresentante).toUpperCase()})`,
      });
    }
    rows.push(
      { label: t`Mobile`, value: text(person?.mobile) },
      { label: t`E-mail`, value: text(person?.email) },
    );
    sections.push({ step: 'person', title: t`Holder`, rows: rows.filter((row) => row.value !== '') });

    const owner = person?.ownerAddress;
    const billing =
      person?.sameInvoiceAddress === false && typeof owner === 'object' && owner !== null
        ? addressOf(owner as Record<string, unknown>)
        : undefined;
    sections.push({
      step: 'person',
      title: t`Billing address`,
      rows: billing
        ? [
            { label: t`Address`, value: streetLine(billing) },
            { label: t`Postal code and town`, value: townLine(billing) },
          ]
        : [{ label: t`Address`, value: t`The supply address` }],
    });
  }
  if (has('contract')) {
    const contract = data.contract;
    const powers = ['power', 'power2', 'power3', 'power4', 'power5', 'power6']
      .map((key, period) => ({ period: period + 1, power: parsePower(text(contract?.[key])) }))
      .filter(({ power }) => power !== undefined && power !== 0)
      .map(({ period, power }) => `P${String(period)} ${formatPower(power ?? 0)}`)
      .join(' · ');
    sections.push({
      step: 'contract',
      title: t`Electricity contract`,
      rows: [
        { label: t`Product`, value: text(contract?.selectedProductName) },
        { label: t`Contracted power`, value: powers },
      ].filter((row) => row.value !== ''),
    });
  }
  if (has('gasContract') && data.gasContract?.includeGas !== false) {
    sections.push({
      step: 'gasContract',
      title: t`Gas contract`,
      rows: [{ label: t`Gas product`, value: text(data.gasContract?.selectedProductName) }],
    });
  }
  if (has('payment')) {
    sections.push({
      step: 'payment',
      title: t`Payment`,
      rows: [{ label: t`Bank account`, value: maskIban(text(data.payment?.iban)) }],
    });
  }
  return sections;
}

export interface FlowRequestSummaryProps extends Omit<RequestSummaryProps, 'sections'> {
  data: Record<string, StepData>;
  steps: readonly StepKey[];
}

/**
 * Issue 41 item 4: what the request will say, before "Confirmar". A component of its own, rendered by the
 * confirmation step only: its street types' lookup, asked from the flow's step, rendered the step being filled in
 * again (every field) when the answer came, on the first screen of the wizard (issue 47).
 */
export function FlowRequestSummary({ data, steps, ...props }: FlowRequestSummaryProps) {
  return <RequestSummary sections={useRequestSummary(data, steps)} {...props} />;
}

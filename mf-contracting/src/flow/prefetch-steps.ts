// Issue 12's budget: "moving between steps never waits for a network call that could have been made earlier
// (products and tariffs prefetched when their inputs are known)". The electricity contract step's access tariffs and
// products, and the gas contract step's tariffs, retailers, supply point and products, are fetched on the earlier
// steps with the very query options, and by the very rules, the steps use on entering (lookups cached 30 minutes,
// visitor-features §9), so the step finds them in the cache. The products' prices are the flow's first amounts in euro:
// the browser's currency format (its locale data, about 0.1 s on a phone) is built then too, while the reader is idle.
import type { CupsAvailabilityResponse } from '@portal/shared/api-types';
import { warmFormats } from '@portal/shared/dates';
import { whenIdle } from '@portal/shared/ui';
import { isValidCups } from '@portal/shared/validation';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractQueries } from '../features/contract/api/contract-queries';
import { restoreContract } from '../features/contract/components/contract-step';
import { maximumPower, parsePower } from '../features/contract/power-rules';
import { chosenAccessTariff, POWER_FIELDS } from '../features/contract/schemas';
import { gasQueries } from '../features/gas-contract/api/gas-queries';
import {
  chosenGasAccessTariff,
  restoreGasContract,
  shouldLookUpGasCups,
} from '../features/gas-contract/schemas';
import type { StepKey } from '../features/wizard/steps';
import type { StepData } from '../features/wizard/wizard-state';
import type { FlowContext } from './flow-context';

export interface ContractPrefetch {
  /** The supply point's CUPS and lookup answer (the contract step's cups and sips). */
  cups: string;
  sips: CupsAvailabilityResponse | null;
  /** The contract step's stored values, if any. */
  stored: StepData | undefined;
  lang: string;
}

/** The electricity contract step's lookups on entering: the tariffs of its maximum power, then its products. */
export async function prefetchContractStep(
  queryClient: QueryClient,
  { cups, sips, stored, lang }: ContractPrefetch,
): Promise<void> {
  const values = restoreContract(stored, sips);
  const maxPower = maximumPower(POWER_FIELDS.map((field) => parsePower(values[field])));
  if (maxPower < 1) return;
  const tariffs = await queryClient.fetchQuery(contractQueries.tariffs(maxPower));
  const atr = chosenAccessTariff(tariffs, values.accessTariff, sips?.accessTariff);
  if (atr === '') return;
  await queryClient.prefetchQuery(
    contractQueries.products({
      power: maxPower,
      atr,
      cups,
      selfcons: values.selfcons,
      promocode: values.promotionalCode,
      lang,
    }),
  );
}

export interface GasContractPrefetch {
  /** As the gas contract step's props. */
  askIncludeGas: boolean;
  fixedCups: string | undefined;
  comerOrigin: string | undefined;
  stored: StepData | undefined;
  lang: string;
}

/** The gas contract step's lookups on entering: tariffs, retailers and the supply point, then its products. */
export async function prefetchGasContractStep(
  queryClient: QueryClient,
  { askIncludeGas, fixedCups, comerOrigin, stored, lang }: GasContractPrefetch,
): Promise<void> {
  const values = restoreGasContract(stored, { comerOrigin: comerOrigin ?? '' });
  if (askIncludeGas && !values.includeGas) return;
  const cups = fixedCups ?? values.cups;
  const [tariffs, sips] = await Promise.all([
    queryClient.fetchQuery(gasQueries.tariffs()),
    shouldLookUpGasCups(cups) ? queryClient.fetchQuery(gasQueries.availability(cups)) : undefined,
    queryClient.prefetchQuery(gasQueries.retailers(lang)),
  ]);
  const atr = chosenGasAccessTariff(tariffs, values.accessTariff, sips?.accessTariff);
  if (atr === '' || !isValidCups(cups)) return;
  await queryClient.prefetchQuery(gasQueries.products({ atr, cups, lang }));
}

export interface PrefetchInputs {
  step: StepKey;
  context: FlowContext;
  data: Record<string, StepData>;
  lang: string;
}

/** What to prefetch from this step: the contract steps still ahead, once the supply point is valid. */
export function prefetchPlan({ step, context, data, lang }: PrefetchInputs): {
  contract?: ContractPrefetch;
  gasContract?: GasContractPrefetch;
} {
  const { variant, installation, config } = context;
  if (!installation || context.halted) return {};
  const contract: ContractPrefetch | undefined =
    variant !== 'gas' && (step === 'installation' || step === 'person')
      ? { cups: context.cups, sips: installation.cupsSIPSData ?? null, stored: data.contract, lang }
      : undefined;
  const gasAhead =
    step === 'installation' || step === 'person' || (variant === 'dual' && step === 'contract');
  const gasContract: GasContractPrefetch | undefined =
    variant !== 'electricity' && gasAhead
      ? {
          askIncludeGas: variant === 'dual' && !config['dual.isGasMandatory'],
          fixedCups: variant === 'gas' ? context.cups : undefined,
          comerOrigin: variant === 'gas' ? installation.comerOrigin : undefined,
          stored: data.gasContract,
          lang,
        }
      : undefined;
  return { contract, gasContract };
}

/**
 * Prefetches the contract steps ahead whenever their inputs change; a failure is left to the step itself, which
 * shows it with a retry. With them, once the browser is idle, the formats of their prices (`warmFormats`): built in the
 * render of the contract step, the first currency format made the Next that shows it one long task (a 96 ms part of a
 * 320 ms render at the interactions bench's ×6.8, issue 47 item 1).
 */
export function usePrefetchSteps(inputs: PrefetchInputs): void {
  const queryClient = useQueryClient();
  const plan = JSON.stringify(prefetchPlan(inputs));
  useEffect(() => {
    const { contract, gasContract } = JSON.parse(plan) as ReturnType<typeof prefetchPlan>;
    if (contract) prefetchContractStep(queryClient, contract).catch(() => undefined);
    if (gasContract) prefetchGasContractStep(queryClient, gasContract).catch(() => undefined);
    return contract || gasContract ? whenIdle(warmFormats) : undefined;
  }, [plan, queryClient]);
}

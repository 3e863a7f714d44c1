// Under the gas comparison (visitor-features §2 "The result offers see-products, contract-gas and contract-dual
// buttons"; §9 "Dates … shown dd/MM/yyyy in gas"): the compared period, the products for this supply (GET
// gas/pricelist, shown on demand, with loading and retry) and the links to the gas and dual contracting, each only when
// the brand enables that flow (§2: the contracting routes exist "each only if enabled"; otherwise a 404).
import { Trans, useLingui } from '@lingui/react/macro';
import type { GasCompareRequest } from '@portal/shared/api-types';
import { formatDate } from '@portal/shared/dates';
import { IntentLink, pathTo } from '@portal/shared/routes';
import { Button, ErrorPanel, List, LoadingState, Stack, Text } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gasProductsQuery } from '../api/comparator-queries';
import { useEnabledContractingRoutes } from '../../../lib/contracting-routes';

export function GasResultActions({ request }: { request: GasCompareRequest }) {
  const { t } = useLingui();
  const [showProducts, setShowProducts] = useState(false);
  const contracting = useEnabledContractingRoutes();
  const start = formatDate(request.startDate);
  const end = formatDate(request.endDate);
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        <Trans>
          Billing period compared: {start} to {end}
        </Trans>
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button
          variant="outline"
          aria-expanded={showProducts}
          onClick={() => setShowProducts((shown) => !shown)}
        >
          <Trans>See products</Trans>
        </Button>
        {contracting.includes('newGasCustomer') ? (
          <Button asChild colorPalette="primary">
            <IntentLink to={pathTo('newGasCustomer')}>
              <Trans>Contract gas</Trans>
            </IntentLink>
          </Button>
        ) : undefined}
        {contracting.includes('newDualCustomer') ? (
          <Button asChild variant="outline">
            <IntentLink to={pathTo('newDualCustomer')}>
              <Trans>Contract electricity and gas</Trans>
            </IntentLink>
          </Button>
        ) : undefined}
      </Stack>
      {showProducts ? (
        <GasProducts atr={request.access_tariff} cups={request.cups} label={t`Our gas products`} />
      ) : undefined}
    </Stack>
  );
}

function GasProducts({ atr, cups, label }: { atr: number; cups: string; label: string }) {
  const { t } = useLingui();
  const products = useQuery(gasProductsQuery(atr, cups));
  if (products.isError)
    return (
      <ErrorPanel
        message={t`The products could not be loaded. Please try again later.`}
        onRetry={() => void products.refetch()}
      />
    );
  if (!products.data) return <LoadingState label={t`Loading the products…`} />;
  if (products.data.length === 0)
    return (
      <Text>
        <Trans>There are no gas products for this supply.</Trans>
      </Text>
    );
  return (
    <List.Root aria-label={label} gap="2" ps="5">
      {products.data.map((product) => (
        <List.Item key={product.id}>
          <Text fontWeight="semibold">{product.name}</Text>
          <Text color="fg.muted">{product.ov_description}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

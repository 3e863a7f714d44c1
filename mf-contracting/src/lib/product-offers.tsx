// What each product offers, next to the step's product select (issue 41 item 4: "Show each product's description, its
// prices (energy and power terms, from the API) and a link"): the product's name, its description (`ov_description`),
// its terms by period as the price list answers them (`power_prices`, `energy_prices`; none shown when the backend
// does not answer them) and its page (`ov_link`, in a new tab). The chosen product is marked.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PricelistProduct } from '@portal/shared/api-types';
import { formatUnitPrice } from '@portal/shared/format';
import { Badge, Box, HStack, List, NewTabLink, Stack, Text } from '@portal/shared/ui';

export interface ProductOffersProps {
  products: readonly PricelistProduct[];
  supply: 'electricity' | 'gas';
  /** The chosen product's id (as the select holds it), if any. */
  chosen?: string;
}

/** The terms of a period list, "P1 0,0863 €/kW per day · P2 0,0108 €/kW per day" (one period: no period name). */
function termsText(prices: Record<string, number>, unit: (price: string) => string): string {
  const entries = Object.entries(prices);
  return entries
    .map(([period, price]) => {
      const amount = unit(formatUnitPrice(price));
      return entries.length > 1 ? `${period} ${amount}` : amount;
    })
    .join(' · ');
}

export function ProductOffers({ products, supply, chosen }: ProductOffersProps) {
  const { t } = useLingui();
  if (products.length === 0) return undefined;
  const powerLabel = supply === 'gas' ? t`Fixed term` : t`Power term`;
  const energyLabel = supply === 'gas' ? t`Variable term` : t`Energy term`;
  const powerUnit = (price: string) => (supply === 'gas' ? t`${price}/day` : t`${price}/kW per day`);
  const energyUnit = (price: string) => t`${price}/kWh`;
  return (
    <List.Root listStyleType="none" gap="3" aria-label={t`What each product offers`}>
      {products.map((product) => {
        const isChosen = String(product.id) === chosen;
        return (
          <List.Item key={product.id}>
            <Box
              borderWidth="1px"
              borderColor={isChosen ? 'primary.solid' : 'border'}
              rounded="md"
              p="3"
              width="full"
            >
              <Stack gap="1">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">{product.name}</Text>
                  {isChosen ? (
                    <Badge colorPalette="primary">
                      <Trans>Chosen</Trans>
                    </Badge>
                  ) : undefined}
                </HStack>
                {product.ov_description ? <Text fontSize="sm">{product.ov_description}</Text> : undefined}
                {product.power_prices && Object.keys(product.power_prices).length > 0 ? (
                  <Text fontSize="sm">
                    {powerLabel}: {termsText(product.power_prices, powerUnit)}
                  </Text>
                ) : undefined}
                {product.energy_prices && Object.keys(product.energy_prices).length > 0 ? (
                  <Text fontSize="sm">
                    {energyLabel}: {termsText(product.energy_prices, energyUnit)}
                  </Text>
                ) : undefined}
                {product.ov_link ? (
                  <NewTabLink
                    href={product.ov_link}
                    fontSize="sm"
                    colorPalette="primary"
                    textDecoration="underline"
                  >
                    <Trans>More about {product.name}</Trans>
                  </NewTabLink>
                ) : undefined}
              </Stack>
            </Box>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

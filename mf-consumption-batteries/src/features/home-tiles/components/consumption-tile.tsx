import { useLingui } from '@lingui/react/macro';
import { setPendingContractAction } from '@portal/shared/auth';
import { Link as RouterLink, pathTo, useNavigate } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Box, Button, Heading, Text } from '@portal/shared/ui';
import { useId } from 'react';

export interface ConsumptionTileProps {
  isAuthenticated: boolean;
}

/**
 * The consumption tile of the home: "consumption (view hourly)" (customer-area §2). It needs a contract: signed in,
 * the `consumption` action stays pending and the contracts list asks which one, then opens its detail at
 * `#consumption`; a visitor logs in first with `?action=consumption` (the same pending action afterwards). Curves are
 * electricity only: without electricity contracts shown there is no tile.
 */
export function ConsumptionTile({ isAuthenticated }: ConsumptionTileProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const titleId = useId();
  const displayTypes = useSettings((s) => s.settings.displayTypes);
  if (!displayTypes.includes('electricity')) return null;
  const label = t`View hourly consumption`;
  const common = {
    variant: 'outline',
    justifyContent: 'flex-start',
    whiteSpace: 'normal',
    textAlign: 'start',
  } as const;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="l3" p="6" bg="bg.panel">
      <Heading as="h2" size="lg" id={titleId}>
        {t`Consumption`}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t`See the energy of your supply points hour by hour.`}
      </Text>
      {isAuthenticated ? (
        <Button
          {...common}
          w="full"
          onClick={() => {
            setPendingContractAction({ action: 'consumption' });
            void navigate(pathTo('contracts', { contractType: 'electricity' }));
          }}
        >
          {label}
        </Button>
      ) : (
        <Button asChild {...common} w="full">
          <RouterLink to={`${pathTo('login')}?${new URLSearchParams({ action: 'consumption' }).toString()}`}>
            {label}
          </RouterLink>
        </Button>
      )}
    </Box>
  );
}

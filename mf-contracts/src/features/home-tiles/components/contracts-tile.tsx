import { useLingui } from '@lingui/react/macro';
import { setPendingContractAction } from '@portal/shared/auth';
import { firstContractingRoute, IntentLink, pathTo, useNavigate } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Box, Button, Heading, ReadOnlyGuard, Stack, Text } from '@portal/shared/ui';
import { type ReactElement, useId } from 'react';
import { CHANGE_ACTIONS, type TileAction, type TileContractAction, tileActions } from '../tile-actions';

export interface ContractsTileProps {
  isAuthenticated: boolean;
}

/** The contracts tile of the home: the list, the contract actions the brand allows, and a new contract. */
export function ContractsTile({ isAuthenticated }: ContractsTileProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const titleId = useId();
  const settings = useSettings((s) => s.settings);
  const flags = useSettings((s) => s.flags);
  const ctx = { settings, flags };
  const listPath = pathTo('contracts', {
    contractType:
      settings.displayTypes.includes('electricity') || !settings.displayTypes.includes('gas')
        ? 'electricity'
        : 'gas',
  });
  const label: Record<TileAction, string> = {
    consult: t`See my contracts`,
    download: t`Download a contract`,
    powChange: t`Change the contracted power`,
    ibanChange: t`Change the bank account`,
    notifAddrChange: t`Change the contact data`,
    noCesionSips: t`Opt out of sharing my supply data (SIPS)`,
    newContract: t`Start a new contract`,
  };
  const loginWith = (search: Record<string, string>) =>
    `${pathTo('login')}?${new URLSearchParams(search).toString()}`;

  const control = (action: TileAction): ReactElement => {
    // A long label wraps inside its button, which grows with it: "No ceder mis datos de suministro (SIPS)" spilled out
    // of a one-line button at 390 px (issue 44 §3).
    const common = {
      variant: 'outline',
      justifyContent: 'flex-start',
      whiteSpace: 'normal',
      textAlign: 'start',
      h: 'auto',
      minH: '10',
      py: '2',
    } as const;
    if (action === 'newContract') {
      return (
        <Button asChild {...common}>
          <IntentLink to={pathTo(firstContractingRoute(ctx))}>{label.newContract}</IntentLink>
        </Button>
      );
    }
    if (action === 'consult') {
      return (
        <Button asChild {...common}>
          <IntentLink to={isAuthenticated ? listPath : loginWith({ redirect: listPath })}>
            {label.consult}
          </IntentLink>
        </Button>
      );
    }
    if (!isAuthenticated) {
      return (
        <Button asChild {...common}>
          <IntentLink to={loginWith({ action })}>{label[action]}</IntentLink>
        </Button>
      );
    }
    const start = (contractAction: TileContractAction) => {
      // Which contract is asked on the list: a single select button per row (customer-area §2).
      setPendingContractAction({ action: contractAction });
      void navigate(listPath);
    };
    const button = (
      <Button {...common} onClick={() => start(action)}>
        {label[action]}
      </Button>
    );
    return CHANGE_ACTIONS.includes(action) ? <ReadOnlyGuard>{button}</ReadOnlyGuard> : button;
  };

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="l3" p="6" bg="bg.panel">
      <Heading as="h2" size="lg" id={titleId}>
        {t`Contracts`}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t`Consult and manage your contracts.`}
      </Text>
      <Stack as="ul" gap="2" p="0" m="0" listStyleType="none">
        {tileActions(ctx).map((action) => (
          <Box as="li" key={action} display="flex" css={{ '& > *': { flex: 1 } }}>
            {control(action)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

// The invoices tile of the home (slot `home.tiles`; customer-area §2 "invoices (consult, download, pay online)").
// Signed in, each action leads to the invoices screen, except pay online with a configured payment address, which
// opens it in a new tab (§6); a visitor logs in first and comes back to the invoices screen (`?redirect=`).
import { useLingui } from '@lingui/react/macro';
import { IntentLink, pathTo } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Box, Button, Heading, Stack, Text } from '@portal/shared/ui';
import { useId, type ReactElement } from 'react';
import { invoiceTileActions, invoiceTileTarget, type InvoiceTileAction } from '../tile-actions';

export interface InvoicesTileProps {
  isAuthenticated: boolean;
}

export function InvoicesTile({ isAuthenticated }: InvoicesTileProps) {
  const { t } = useLingui();
  const titleId = useId();
  const enablePayment = useSettings((s) => s.settings['invoices.enablePayment']);
  const paymentUrl = useSettings((s) => s.settings['payment.url']);
  const settings = { 'invoices.enablePayment': enablePayment, 'payment.url': paymentUrl };
  const invoicesPath = pathTo('invoices');
  const to = isAuthenticated
    ? invoicesPath
    : `${pathTo('login')}?${new URLSearchParams({ redirect: invoicesPath }).toString()}`;
  const label: Record<InvoiceTileAction, string> = {
    consult: t`See my invoices`,
    download: t`Download an invoice`,
    payOnline: t`Pay online`,
  };
  const common = {
    variant: 'outline',
    justifyContent: 'flex-start',
    whiteSpace: 'normal',
    textAlign: 'start',
  } as const;

  const control = (action: InvoiceTileAction): ReactElement => {
    const target = invoiceTileTarget(action, settings);
    if (target.kind === 'external') {
      const text = label[action];
      return (
        <Button asChild {...common}>
          <a
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${text} (opens in a new tab)`}
          >
            {text}
          </a>
        </Button>
      );
    }
    return (
      <Button asChild {...common}>
        <IntentLink to={to}>{label[action]}</IntentLink>
      </Button>
    );
  };

  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" rounded="l3" p="6" bg="bg.panel">
      <Heading as="h2" size="lg" id={titleId}>
        {t`Invoices`}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t`Consult, download and pay your invoices.`}
      </Text>
      <Stack as="ul" gap="2" p="0" m="0" listStyleType="none">
        {invoiceTileActions(settings).map((action) => (
          <Box as="li" key={action} display="flex" css={{ '& > *': { flex: 1 } }}>
            {control(action)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

// The invoices screen (customer-area §2 "Invoices", "Contract invoices", "Gas contract invoices", "Multipoint
// invoices"): one module for the four routes of the catalogue that name './InvoicesPage'.
import { Trans } from '@lingui/react/macro';
import { Container, PageHeader } from '@portal/shared/ui';
import { InvoicesView } from '../features/invoices/components/invoices-view';
import { expose } from '../i18n';

function InvoicesPage() {
  return (
    <Container maxW="6xl" py="8">
      <PageHeader title={<Trans>Invoices</Trans>} />
      <InvoicesView />
    </Container>
  );
}

export default expose(InvoicesPage);

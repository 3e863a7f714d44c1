// The invoices screen (customer-area §2 "Invoices", "Contract invoices", "Gas contract invoices", "Multipoint
// invoices"): one module for the four routes of the catalogue that name './InvoicesPage'. The page composes the lists
// with the online payment (§2 "Payment dialog and result"): each row gets its payment actions.
import {
  CouponBanners,
  ServerBanner,
  usePrefetchCoupons,
  usePrefetchServerBanner,
} from '@portal/shared/coupons';
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { invoiceQueries } from '../features/invoices/api/invoice-queries';
import { InvoicesView, usePrefetchInvoices } from '../features/invoices/components/invoices-view';
import { InvoicePaymentActions } from '../features/payment/components/invoice-payment-actions';
import { PaymentScope } from '../features/payment/components/payment-scope';
import { expose } from '../i18n';

function InvoicesPage() {
  return (
    <PageLayout title={<Trans>Invoices</Trans>} width="full">
      <PaymentScope>
        <InvoicesView renderInvoiceActions={(invoice) => <InvoicePaymentActions invoice={invoice} />} />
      </PaymentScope>
      {/* customer-area §3 "Coupon banners show on contracts and invoices only when coupons.coupon is true"; after
          the lists, and only once a list has answered, so that neither pushes the other (layout shift). */}
      {/* §7 "GET banners/{code}": the brand's own banner of the invoices, by the same rule. */}
      <ServerBanner code="invoices" after={invoiceQueries.lists()} />
      <CouponBanners after={invoiceQueries.lists()} />
    </PageLayout>
  );
}

/** The page's first calls beside its catalogues (decision 009): the list and its chart, and the banners. */
function usePrefetchPage(): void {
  usePrefetchInvoices();
  usePrefetchCoupons();
  usePrefetchServerBanner('invoices');
}

export default expose(InvoicesPage, { usePrefetch: usePrefetchPage });

// The remote checklist at phone width (390 px) for mf-contracting (visitor-features §4 "a progress bar with a counter
// on narrow screens"): the first step shows the counter and the progress bar instead of the stepper, fits without
// sideways scrolling and passes axe.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { PHONE, expectNoSidewaysScroll } from '../../support/phone';
import { prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

test.use({ viewport: PHONE });

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US' });
});

test('the first step shows the progress bar with its counter, fits 390 px and passes axe', async ({
  page,
}) => {
  const main = await openMain(page, '/new-electricity-customer');
  await expect(main.getByRole('progressbar', { name: 'Contracting progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(main.getByText(/^Step 1 of \d+:/)).toBeVisible();
  await expect(main.getByLabel(/^CUPS/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

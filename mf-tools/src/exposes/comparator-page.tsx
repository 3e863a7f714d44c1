// The electricity comparator (visitor-features §2 "Electricity comparator"): the shared comparator flow with the
// electricity form.
import { useLingui } from '@lingui/react/macro';
import { ElectricityCompareForm } from '../features/comparator/components/electricity-compare-form';
import type { ElectricityCompareInput } from '../features/comparator/schemas';
import { expose } from '../i18n';
import { ComparatorFlow } from './comparator-flow';

function ComparatorPage() {
  const { t } = useLingui();
  return (
    <ComparatorFlow<ElectricityCompareInput>
      energy="electricity"
      title={t`Electricity price comparator`}
      intro={t`Compare your current electricity invoice with our offer: type its data, or send it to us by e-mail.`}
      renderForm={(lookups, initialValues, onCompared) => (
        <ElectricityCompareForm
          {...lookups}
          initialValues={initialValues}
          onCompared={({ input, request, result }) => onCompared({ input, cups: request.cups, result })}
        />
      )}
    />
  );
}

export default expose(ComparatorPage);

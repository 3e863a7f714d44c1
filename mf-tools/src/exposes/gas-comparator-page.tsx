// The gas comparator (visitor-features §2 "Gas comparator"): the shared comparator flow with the gas form and the
// result's see-products, contract-gas and contract-dual buttons.
import { useLingui } from '@lingui/react/macro';
import type { GasCompareRequest } from '@portal/shared/api-types';
import { useState } from 'react';
import { GasCompareForm } from '../features/comparator/components/gas-compare-form';
import { GasResultActions } from '../features/comparator/components/gas-result-actions';
import type { GasCompareInput } from '../features/comparator/schemas';
import { expose } from '../i18n';
import { ComparatorFlow } from './comparator-flow';

function GasComparatorPage() {
  const { t } = useLingui();
  const [request, setRequest] = useState<GasCompareRequest>();
  return (
    <ComparatorFlow<GasCompareInput>
      energy="gas"
      title={t`Gas price comparator`}
      intro={t`Compare your current gas invoice with our offer: type its data, or send it to us by e-mail.`}
      resultActions={request ? <GasResultActions request={request} /> : undefined}
      renderForm={(lookups, initialValues, onCompared) => (
        <GasCompareForm
          {...lookups}
          initialValues={initialValues}
          onCompared={({ input, request: sent, result }) => {
            setRequest(sent);
            onCompared({ input, cups: sent.cups, result });
          }}
        />
      )}
    />
  );
}

export default expose(GasComparatorPage);

// The sections below the detail's first screen, with their dialogs, inline editing and validation (the kit's widgets;
// the validation subpath, 39 KB gzip): their code is fetched once the first screen is painted, not with the
// page's, where it travelled before that screen (decision 009). Nothing stands in their place while it
// arrives (they appear below the first screen, which does not move); if it cannot arrive, they say so with a retry,
// and the first screen stays.
import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { ErrorPanel } from '@portal/shared/ui';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';

const loadRest = () =>
  lazy(() => import('./contract-detail-rest').then((module) => ({ default: module.ContractDetailRest })));

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

class RestBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ContractDetailRestLoader({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  // A failed import stays failed in its lazy component: a retry takes a new one (and a new boundary).
  const [attempt, setAttempt] = useState(() => ({ Rest: loadRest(), key: 0 }));
  const { Rest, key } = attempt;
  return (
    <RestBoundary
      key={key}
      fallback={
        <ErrorPanel
          title={t`The rest of the contract could not be loaded.`}
          onRetry={() => setAttempt({ Rest: loadRest(), key: key + 1 })}
        />
      }
    >
      <Suspense fallback={null}>
        <Rest contract={contract} />
      </Suspense>
    </RestBoundary>
  );
}

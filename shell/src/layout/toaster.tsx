// The bus's `toast` event as a Chakra toast (6000 ms, the spec's snackbar time). Remotes never show toasts
// themselves from the HTTP client: they emit the event. The toaster (Chakra's toast machinery) loads on the first one.
import { bus, type PortalEvents } from '@portal/shared/events';
import { type ComponentType, useEffect, useState } from 'react';

export { SNACKBAR_MS } from './toaster-constants';

export function PortalToaster() {
  const [View, setView] = useState<ComponentType | undefined>(undefined);
  useEffect(() => {
    const onToast = ({ kind, title, description }: PortalEvents['toast']) => {
      void import('./toaster-view').then((module) => {
        module.toaster.create({ type: kind, title, description });
        setView(() => module.default);
      });
    };
    bus.on('toast', onToast);
    return () => bus.off('toast', onToast);
  }, []);
  return View ? <View /> : null;
}

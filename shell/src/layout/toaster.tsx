// The bus's `toast` event as a Chakra toast (6000 ms, the spec's snackbar time). Remotes never show toasts
// themselves from the HTTP client: they emit the event.
import { createToaster, Portal, Stack, Toast, Toaster } from '@portal/shared/ui';
import { bus, type PortalEvents } from '@portal/shared/events';
import { useEffect } from 'react';

export const SNACKBAR_MS = 6000;

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  duration: SNACKBAR_MS,
});

export function PortalToaster() {
  useEffect(() => {
    const onToast = ({ kind, title, description }: PortalEvents['toast']) => {
      toaster.create({ type: kind, title, description });
    };
    bus.on('toast', onToast);
    return () => bus.off('toast', onToast);
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : undefined}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : undefined}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

// The toaster's view and store, loaded on demand by PortalToaster on the first toast.
import { Portal, Stack } from '@portal/shared/ui';
import { createToaster, Toast, Toaster } from '@portal/shared/widgets';

import { SNACKBAR_MS } from './toaster-constants';

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  duration: SNACKBAR_MS,
});

export default function ToasterView() {
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

// The frame every dialog of the portal shares: a labelled Chakra dialog (title, body, optional footer, a close button)
// that cannot be dismissed while its action runs ("busy": Escape, the close button and a click outside do nothing,
// the content says aria-busy). Each dialog keeps its own content and says only how it differs (size, scrolling, an
// alert dialog, content mounted afresh at each opening).
import { CloseButton, Dialog } from '@chakra-ui/react';
import { Portal } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Dismissed by the user (Escape, the close button, a click outside); never called while busy. */
  onClose: () => void;
  /** While the dialog's action runs it stays open. */
  busy?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for a question the user must answer; its body is then the dialog's description. */
  role?: 'dialog' | 'alertdialog';
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** A click outside closes it (unless busy); true by default. */
  closeOnInteractOutside?: boolean;
  /** The content mounts when the dialog opens and goes when it closes: each opening starts afresh. */
  freshContent?: boolean;
  bodyProps?: Dialog.BodyProps;
}

type DialogSize = Dialog.RootProps['size'];

/** What Chakra's `full` size sets on the content and no other size unsets. */
const FULL_CONTENT = { minH: '100dvh', '--dialog-margin': '0', borderRadius: '0' } as const;
const FRAMED_CONTENT = {
  minH: 'auto',
  '--dialog-margin': 'var(--dialog-base-margin)',
  borderRadius: 'l3',
} as const;

/**
 * The content's styles for a size that is `full` on small screens only (`{ base: 'full', md: 'lg' }`): Chakra's `full`
 * sets a window-high minimum, no margin and square corners, which the other sizes do not set back, so at the wider
 * breakpoints the dialog still filled the window's height from its top edge. Each breakpoint gets its own size's.
 */
export function responsiveFullContent(size: DialogSize): Dialog.ContentProps {
  if (typeof size !== 'object' || size === null || Array.isArray(size)) return {};
  const sizes = Object.entries(size as Record<string, unknown>);
  if (!sizes.some(([, value]) => value === 'full') || sizes.every(([, value]) => value === 'full')) return {};
  const per = (key: keyof typeof FULL_CONTENT) =>
    Object.fromEntries(
      sizes.map(([breakpoint, value]) => [
        breakpoint,
        value === 'full' ? FULL_CONTENT[key] : FRAMED_CONTENT[key],
      ]),
    );
  return {
    minH: per('minH'),
    borderRadius: per('borderRadius'),
    css: { '--dialog-margin': per('--dialog-margin') },
  };
}

export function DialogFrame({
  open,
  title,
  onClose,
  busy = false,
  children,
  footer,
  role = 'dialog',
  size,
  scrollBehavior,
  closeOnInteractOutside = true,
  freshContent = false,
  bodyProps,
}: DialogFrameProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={closeOnInteractOutside && !busy}
      closeOnEscape={!busy}
      size={size}
      scrollBehavior={scrollBehavior}
      lazyMount={freshContent}
      unmountOnExit={freshContent}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined} {...responsiveFullContent(size)}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>
              {role === 'alertdialog' ? <Dialog.Description>{children}</Dialog.Description> : children}
            </Dialog.Body>
            {footer === undefined ? undefined : <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

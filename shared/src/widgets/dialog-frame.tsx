// The frame every dialog of the portal shares: a labelled Chakra dialog (title, body, optional footer, a close button)
// that cannot be dismissed while its action runs ("busy": Escape, the close button and a click outside do nothing,
// the content says aria-busy). Each dialog keeps its own content and says only how it differs (size, scrolling, an
// alert dialog, content mounted afresh at each opening).
import { Box, CloseButton, Dialog } from '@chakra-ui/react';
import { afterNextPaint, coverPage, OpeningBackdrop, Portal, useOpenAfterPaint } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { memo, useDeferredValue, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { PageUnderDialog } from './page-under-dialog';

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

/** The first field or button of the dialog's body, once its content is there (a tabbable element, as Zag takes them). */
function firstFieldOf(content: HTMLElement | null): HTMLElement | null {
  const candidates = content?.querySelectorAll<HTMLElement>(
    '[data-body="shown"] :is(input, select, textarea, button, a[href], [tabindex])',
  );
  return (
    Array.from(candidates ?? []).find(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        !(element instanceof HTMLInputElement && element.type === 'hidden'),
    ) ?? null
  );
}

/** A dialog's body still on its way (DeferredBody): what the frame's focus and the tests wait on. */
export const BODY_WAITING = '[data-body="waiting"]';

/**
 * Where the focus goes when the dialog opens: its body's first field, or the dialog itself while its body or the body's
 * fields are on their way (DeferredBody moves it on); Zag's choice for a dialog without a deferred body.
 */
function initialFocus(content: HTMLElement | null): HTMLElement | null {
  if (content?.querySelector(BODY_WAITING)) return content;
  const field = firstFieldOf(content);
  return field ?? (content?.querySelector('[data-body]') ? content : null);
}

/**
 * The body's content, rendered after the frame: opening a dialog paints its frame (backdrop, title, close button) in
 * the frame after the click, and its form renders in the background just after, in slices that let the page answer
 * (issue 47 item 1: a change dialog's form took 150–250 ms of the click's frame at the budgets' CPU). When its first
 * field arrives, the focus moves there from the dialog itself (where it waited), as if it had been there. Closing
 * keeps the last open render: nothing in it renders again while the dialog leaves.
 */
const DeferredBody = memo(
  function DeferredBody({
    open,
    content,
    children,
  }: {
    open: boolean;
    content: RefObject<HTMLDivElement | null>;
    children: ReactNode;
  }) {
    // An initial value only for a dialog mounted open: React spawns a render lane for any initial value on mount, and
    // one spawned in a Suspense retry that React holds back makes it render the page again (page-body.tsx).
    const shown = useDeferredValue(open, open ? false : undefined);
    useEffect(() => {
      const element = content.current;
      if (!shown || !element) return undefined;
      // The focus waits on the dialog itself until the body has a field (its form may load first), then goes there;
      // once the reader has moved it inside the dialog, it stays where they put it. Until Zag has put it in the dialog
      // (in a frame after the opening), it is not the reader's: the wait goes on.
      const settle = () => {
        const active = document.activeElement;
        if (active !== element) return element.contains(active);
        const field = firstFieldOf(element);
        field?.focus({ preventScroll: true });
        return field !== null;
      };
      if (settle()) return undefined;
      const retry = () => {
        if (settle()) stop();
      };
      const observer = new MutationObserver(retry);
      const stop = () => {
        observer.disconnect();
        element.removeEventListener('focusin', retry);
      };
      observer.observe(element, { childList: true, subtree: true });
      element.addEventListener('focusin', retry);
      return stop;
    }, [shown, content]);
    return (
      <Box display="contents" data-body={shown ? 'shown' : 'waiting'}>
        {shown ? children : undefined}
      </Box>
    );
  },
  (_, next) => !next.open,
);

/** The page dimmed, while the dialog is on its way (useOpenAfterPaint, `@portal/shared/ui`). */
export { OPENING_BACKDROP_SELECTOR } from '@portal/shared/ui';

/**
 * The page counts as covered from the moment the dialog is asked to open until its closing's frame is painted: the
 * page's parts that come near the screen meanwhile (a click scrolled to the dialog's button) wait for it to close
 * (near-viewport.tsx), instead of rendering under the dialog, their work holding up its keyboard (issue 47 item 1).
 */
function useCoverPage(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    const uncover = coverPage();
    return () => {
      afterNextPaint(uncover);
    };
  }, [open]);
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
  const content = useRef<HTMLDivElement>(null);
  const { opened, opening } = useOpenAfterPaint(open);
  useCoverPage(open);
  return (
    <>
      {/* The click's frame shows the page dimmed; the dialog opens once that frame is painted. */}
      {opening ? <OpeningBackdrop /> : undefined}
      <Dialog.Root
        role={role}
        open={opened}
        // Modal as the page sees it, without Zag's modal (page-under-dialog.ts): focus kept in the dialog, the page
        // under it neither scrolling, announced nor reachable by the pointer (the backdrop covers it).
        modal={false}
        trapFocus
        preventScroll={false}
        onOpenChange={(details) => {
          if (!details.open && !busy) onClose();
        }}
        closeOnInteractOutside={closeOnInteractOutside && !busy}
        closeOnEscape={!busy}
        size={size}
        scrollBehavior={scrollBehavior}
        lazyMount={freshContent}
        unmountOnExit={freshContent}
        // The form's first field when it is there, the dialog itself until it arrives (DeferredBody).
        initialFocusEl={() => initialFocus(content.current)}
      >
        <Portal>
          {/* Shown at once: the opening backdrop was already there. */}
          <Dialog.Backdrop _open={{ animationName: 'none' }} />
          <Dialog.Positioner>
            <Dialog.Content
              ref={content}
              aria-modal
              aria-busy={busy || undefined}
              {...responsiveFullContent(size)}
            >
              <PageUnderDialog open={opened} content={content} />
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body {...bodyProps}>
                {role === 'alertdialog' ? (
                  // A question's words are what it is: they come with it (and name its description).
                  <Dialog.Description>{children}</Dialog.Description>
                ) : (
                  <DeferredBody open={opened} content={content}>
                    {children}
                  </DeferredBody>
                )}
              </Dialog.Body>
              {footer === undefined ? undefined : <Dialog.Footer>{footer}</Dialog.Footer>}
              <Dialog.CloseTrigger asChild disabled={busy}>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

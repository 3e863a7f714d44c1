// A change requested over the contract (customer-area §2 "Edit dialogs open over the contract"): the button that opens
// it (disabled with the read-only tooltip while impersonating, §6, or with the reason when the contract does not
// allow it, §4), and the dialog: full screen on a phone, scrolling inside, Escape and the close button close it.
import { Trans } from '@lingui/react/macro';
import { Box, Button, ReadOnlyGuard, Text } from '@portal/shared/ui';
import { DialogFrame } from '@portal/shared/widgets';
import type { ReactNode } from 'react';

export interface ChangeDialogProps {
  /** The button's text, also the dialog's title unless `title` is given. */
  label: string;
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the change cannot be requested now (the button is disabled and the reason shown beside it). */
  blockedReason?: string;
  /** While sending, the dialog does not close. */
  busy?: boolean;
  children: ReactNode;
}

export function ChangeDialog({
  label,
  title = label,
  open,
  onOpenChange,
  blockedReason,
  busy,
  children,
}: ChangeDialogProps) {
  return (
    <Box>
      <ReadOnlyGuard>
        <Button
          variant="outline"
          size="sm"
          disabled={Boolean(blockedReason)}
          onClick={() => onOpenChange(true)}
        >
          {label}
        </Button>
      </ReadOnlyGuard>
      {blockedReason ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {blockedReason}
        </Text>
      ) : undefined}
      <DialogFrame
        open={open}
        title={title}
        onClose={() => onOpenChange(false)}
        busy={busy}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
        freshContent
        bodyProps={{ pb: '6' }}
      >
        {children}
      </DialogFrame>
    </Box>
  );
}

/**
 * "with waiting_for_signature a signature-pending notice shows" (customer-area §4 "Request states"): what is waiting,
 * what happens next, and Close. A change with its own wording (the SIPS opt-out) gives `title` and `text`.
 */
export function SignatureNotice({
  onClose,
  title = <Trans>Your request has been registered and is waiting for your signature.</Trans>,
  text = (
    <Trans>You will receive an e-mail with the document to sign. The change applies once it is signed.</Trans>
  ),
}: {
  onClose: () => void;
  title?: ReactNode;
  text?: ReactNode;
}) {
  return (
    <Box role="status" display="flex" flexDirection="column" gap="4">
      <Text fontWeight="semibold">{title}</Text>
      <Text>{text}</Text>
      <Button alignSelf="flex-start" colorPalette="primary" onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </Box>
  );
}

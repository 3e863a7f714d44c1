import { useLingui } from '@lingui/react/macro';
import { Box, HStack, Text } from '@portal/shared/ui';
import { useFormState } from '@portal/shared/forms';
import { formatPercent } from '@portal/shared/format';

export interface UploadProgressProps {
  /** The share of the files sent, from 0 to 1. */
  value: number;
}

/** How much of a form's files has been sent (issue 11 "uploads show progress"), as a labelled progress bar. */
export function UploadProgress({ value }: UploadProgressProps) {
  const { t } = useLingui();
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  const label = t`Sending the files`;
  // In the portal's locale through the shared formatter ("40%" in English, "40 %" in Spanish), issue 43 item 8.
  const shown = formatPercent(percent);
  return (
    <HStack gap="3" width="full">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown}
        flex="1"
        height="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box height="full" width={`${percent}%`} bg="colorPalette.solid" colorPalette="primary" />
      </Box>
      <Text fontSize="sm" color="fg.muted" minWidth="12" textAlign="end" aria-hidden>
        {shown}
      </Text>
    </HStack>
  );
}

/** The progress of a form's files while the form is sending (inside its `Form`); nothing otherwise. */
export function FormUploadProgress({ value }: UploadProgressProps) {
  const { isSubmitting } = useFormState();
  return isSubmitting ? <UploadProgress value={value} /> : null;
}

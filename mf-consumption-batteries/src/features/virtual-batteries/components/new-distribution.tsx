// customer-area §4: the modify-percentage dialog previews "the new distribution" and the move wizard confirms the
// distribution the move leaves; both show it as one list, labelled by its heading, a line per battery.
import { useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@portal/shared/ui';
import { useId } from 'react';

export interface DistributionLine {
  /** The battery entry's id. */
  id: number;
  text: string;
}

export function NewDistribution({ lines }: { lines: readonly DistributionLine[] }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Stack gap="1">
      <Text fontWeight="medium" id={headingId}>
        {t`New distribution`}
      </Text>
      <List.Root aria-labelledby={headingId} ps="5">
        {lines.map((line) => (
          <List.Item key={line.id}>{line.text}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

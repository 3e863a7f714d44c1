// The calculator's result (visitor-features §2: "a lead-contact result view shows the optimal power in kW with
// explanatory notes"; §9 "Optimal power rounded to 2 decimals"). The notes are the reading recorded in
// docs/decisions/007-power-calculator.md.
import { Box, Button, Heading, List, Stack, Text, useAfterFirstPaint } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { formatKw } from '@portal/shared/format';
import { useLayoutEffect, useRef } from 'react';

/** visitor-features §9: "Optimal power rounded to 2 decimals". */
export const RESULT_DECIMALS = 2;

export interface PowerCalculatorResultProps {
  optimalPower: number;
  onBack: () => void;
}

export function PowerCalculatorResult({ optimalPower, onBack }: PowerCalculatorResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const painted = useAfterFirstPaint();
  // The result replaces the form the focus was in: keyboard and screen reader users land on its heading. Once the
  // result is on screen, so that the click that calculates paints without the restyle a focus change forces; in the
  // commit that shows the lead form, before anyone can type in it, and only while the focus is nowhere else.
  useLayoutEffect(() => {
    if (painted && (document.activeElement === null || document.activeElement === document.body))
      heading.current?.focus();
  }, [painted]);
  return (
    <Box
      as="section"
      aria-labelledby="optimal-power-title"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" id="optimal-power-title" tabIndex={-1} ref={heading}>
          <Trans>Your optimal power</Trans>
        </Heading>
        <Text fontSize="3xl" fontWeight="bold">
          {formatKw(optimalPower, RESULT_DECIMALS)}
        </Text>
        <List.Root gap="1" ps="5">
          <List.Item>
            <Trans>
              It adds the power of the appliances you chose; those seldom used together count by the
              simultaneity you chose.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Contract the first power your distributor offers at or above this figure, so the main switch
              does not trip.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              It is an estimate: leave your details and an adviser will check it with you, free of charge.
            </Trans>
          </List.Item>
        </List.Root>
        <Button variant="outline" alignSelf="flex-start" onClick={onBack}>
          <Trans>Change the data</Trans>
        </Button>
      </Stack>
    </Box>
  );
}

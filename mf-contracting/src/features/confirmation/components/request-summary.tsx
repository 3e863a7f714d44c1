// What the request will say, shown before "Confirmar" (issue 41 item 4: "a summary of everything the request will say
// (supply address, holder, product, payment account masked, billing address) with a way back to each step"). The
// flow composes the sections from the steps' values (src/flow/request-summary.ts); each has a Change button that
// goes back to its step.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, DataList, HStack, Heading, Stack } from '@portal/shared/ui';

export interface SummarySection {
  /** The step the section comes from (its Change button goes there). */
  step: string;
  title: string;
  rows: { label: string; value: string }[];
}

export interface RequestSummaryProps {
  sections: readonly SummarySection[];
  onEdit: (step: string) => void;
  /** The request is being confirmed: no going back to a step meanwhile (§4 "nothing is submitting"). */
  disabled?: boolean;
}

export function RequestSummary({ sections, onEdit, disabled = false }: RequestSummaryProps) {
  const { t } = useLingui();
  if (sections.length === 0) return undefined;
  return (
    <Stack asChild gap="3">
      <section aria-labelledby="request-summary-title">
        <Heading as="h2" size="md" id="request-summary-title">
          <Trans>Summary of your request</Trans>
        </Heading>
        {sections.map((section) => (
          <Box
            key={`${section.step}:${section.title}`}
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            p="3"
          >
            <HStack justify="space-between" align="flex-start" gap="2" mb="2">
              <Heading as="h3" size="sm">
                {section.title}
              </Heading>
              <Button
                size="xs"
                variant="outline"
                aria-label={t`Change: ${section.title}`}
                disabled={disabled}
                onClick={() => onEdit(section.step)}
              >
                <Trans>Change</Trans>
              </Button>
            </HStack>
            <DataList.Root orientation="horizontal" size="sm">
              {section.rows.map((row) => (
                <DataList.Item key={row.label}>
                  <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        ))}
      </section>
    </Stack>
  );
}

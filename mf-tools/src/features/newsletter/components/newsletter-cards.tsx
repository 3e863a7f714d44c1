// The newsletter cards with select / deselect all (visitor-features §2). A newsletter already exported and subscribed
// is locked: "Newsletters already exported and subscribed cannot be toggled (a tooltip explains)" (§4), and the
// explanation "stays 5000 ms" (§9) after the visitor tries to change it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@portal/shared/api-types';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { useEffect, useId, useState } from 'react';
import { LOCKED_TOOLTIP_MS, isLocked } from '../selection';

export interface NewsletterCardsProps {
  newsletters: readonly Newsletter[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  disabled?: boolean;
}

export function NewsletterCards({
  newsletters,
  selected,
  onToggle,
  onSelectAll,
  onDeselectAll,
  disabled,
}: NewsletterCardsProps) {
  const { t } = useLingui();
  const [explained, setExplained] = useState<number>();
  useEffect(() => {
    if (explained === undefined) return;
    const timer = setTimeout(() => setExplained(undefined), LOCKED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [explained]);

  return (
    <Stack gap="4" role="group" aria-label={t`Newsletters`}>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={onSelectAll} disabled={disabled}>
          <Trans>Select all</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={onDeselectAll} disabled={disabled}>
          <Trans>Deselect all</Trans>
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {newsletters.map((newsletter) => (
          <NewsletterCard
            key={newsletter.newsletter_id}
            newsletter={newsletter}
            checked={selected.has(newsletter.newsletter_id)}
            disabled={disabled}
            explaining={explained === newsletter.newsletter_id}
            onToggle={() => {
              if (isLocked(newsletter)) setExplained(newsletter.newsletter_id);
              else onToggle(newsletter.newsletter_id);
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface NewsletterCardProps {
  newsletter: Newsletter;
  checked: boolean;
  disabled?: boolean;
  explaining: boolean;
  onToggle: () => void;
}

function NewsletterCard({ newsletter, checked, disabled, explaining, onToggle }: NewsletterCardProps) {
  const id = useId();
  const locked = isLocked(newsletter);
  const descriptionId = `${id}-description`;
  const tooltipId = `${id}-locked`;
  return (
    <Box
      position="relative"
      borderWidth="1px"
      borderColor={checked ? 'colorPalette.solid' : 'border'}
      colorPalette="primary"
      rounded="md"
      p="4"
      bg={checked ? 'colorPalette.subtle' : undefined}
    >
      <HStack as="label" align="flex-start" gap="3" cursor={locked ? 'not-allowed' : 'pointer'}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          // A locked newsletter stays focusable and clickable: trying to change it shows why it cannot be changed.
          aria-disabled={locked || undefined}
          disabled={disabled}
          aria-describedby={[descriptionId, explaining ? tooltipId : undefined].filter(Boolean).join(' ')}
          onChange={onToggle}
          style={{ marginTop: '0.3rem', width: '1rem', height: '1rem' }}
        />
        <Stack gap="1">
          <Text fontWeight="semibold">{newsletter.name}</Text>
          <Text id={descriptionId} color="fg.muted" textStyle="sm">
            {newsletter.newsletter_description}
          </Text>
        </Stack>
      </HStack>
      {explaining ? (
        <Box
          id={tooltipId}
          role="tooltip"
          mt="3"
          px="3"
          py="2"
          rounded="md"
          bg="gray.800"
          color="white"
          textStyle="sm"
        >
          <Trans>This newsletter has already been sent to you, so you cannot unsubscribe from it.</Trans>
        </Box>
      ) : undefined}
    </Box>
  );
}

// The consent choice by category, in a dialog: necessary is shown on and cannot be turned off.
import { Button, Portal, Stack, Text } from '@portal/shared/ui';
import { Checkbox, Dialog } from '@portal/shared/widgets';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Consent } from '@portal/shared/consent';

export interface ConsentDetailsProps {
  /** The stored choice when the visitor comes back to change it; every optional category starts off without one. */
  initial?: Consent;
  onClose: () => void;
  onSave: (choice: Omit<Consent, 'necessary'>) => void;
}

type Optional = Exclude<keyof Consent, 'necessary'>;

export default function ConsentDetails({ initial, onClose, onSave }: ConsentDetailsProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<Record<Optional, boolean>>({
    preferences: initial?.preferences ?? false,
    statistics: initial?.statistics ?? false,
    marketing: initial?.marketing ?? false,
  });
  const rows: { key: keyof Consent; label: string; help: string }[] = [
    {
      key: 'necessary',
      label: t`Necessary`,
      help: t`Needed for the portal to work: session, language and this choice.`,
    },
    { key: 'preferences', label: t`Preferences`, help: t`Remember your settings between visits.` },
    { key: 'statistics', label: t`Statistics`, help: t`Measure how the portal is used, anonymously.` },
    { key: 'marketing', label: t`Marketing`, help: t`Show offers that match your interests.` },
  ];
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Cookie settings`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {initial ? (
                  <Text fontSize="sm">
                    {t`You can change your choice at any time. A category you turn off stops on the next page load.`}
                  </Text>
                ) : undefined}
                {rows.map((row) => (
                  <Checkbox.Root
                    key={row.key}
                    checked={row.key === 'necessary' ? true : choice[row.key]}
                    disabled={row.key === 'necessary'}
                    onCheckedChange={(e) =>
                      row.key !== 'necessary' && setChoice((c) => ({ ...c, [row.key]: e.checked === true }))
                    }
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Text fontWeight="medium">{row.label}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {row.help}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t`Cancel`}
              </Button>
              <Button colorPalette="primary" onClick={() => onSave(choice)}>
                {t`Save choices`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

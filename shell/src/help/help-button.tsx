// The floating help (setting `helpDialog`): a button that toggles a panel with the organisation's e-mail, phone
// and a contact button. The panel is lazy. On a phone it does not float: a button over the page covered the end of
// form labels (issue 44 §3: nothing overlaps at 360–430 px), so there it sits in the footer, the panel opening above it.
import { Box, Button, IconButton } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleHelp, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const HelpPanel = lazy(() => import('./help-panel'));

export interface HelpButtonProps {
  /** In the page's flow (the footer on a phone) instead of floating over the page's corner. */
  inline?: boolean;
}

export function HelpButton({ inline = false }: HelpButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const toggle = {
    'aria-expanded': open,
    'aria-controls': open ? 'help-panel' : undefined,
    colorPalette: 'primary',
    onClick: () => setOpen((value) => !value),
  } as const;
  const icon = open ? <X aria-hidden /> : <CircleHelp aria-hidden />;
  return (
    <Box
      {...(inline
        ? { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', maxW: 'full' }
        : { position: 'fixed', right: '6', bottom: '6', zIndex: 'docked' })}
    >
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel id="help-panel" onClose={() => setOpen(false)} />
        </Suspense>
      ) : undefined}
      {inline ? (
        <Button size="sm" variant="outline" {...toggle}>
          {icon}
          {open ? t`Close help` : t`Help`}
        </Button>
      ) : (
        <IconButton aria-label={open ? t`Close help` : t`Help`} borderRadius="full" {...toggle}>
          {icon}
        </IconButton>
      )}
    </Box>
  );
}

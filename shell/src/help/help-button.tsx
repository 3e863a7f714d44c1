// The floating help (setting `helpDialog`): a button that toggles a panel with the organisation's e-mail, phone
// and a contact button. The panel is lazy.
import { Box, IconButton } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { CircleHelp, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const HelpPanel = lazy(() => import('./help-panel'));

export function HelpButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Box position="fixed" right="4" bottom="20" zIndex="docked">
      {open ? (
        <Suspense fallback={null}>
          <HelpPanel id="help-panel" onClose={() => setOpen(false)} />
        </Suspense>
      ) : undefined}
      <IconButton
        aria-label={open ? t`Close help` : t`Help`}
        aria-expanded={open}
        aria-controls={open ? 'help-panel' : undefined}
        borderRadius="full"
        colorPalette="primary"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden /> : <CircleHelp aria-hidden />}
      </IconButton>
    </Box>
  );
}

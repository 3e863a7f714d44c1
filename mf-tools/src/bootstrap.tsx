// Standalone dev harness: this remote's exposed pages inside the shared providers, without the shell.
import { DevHarness } from '@portal/shared/dev';
import { createRoot } from 'react-dom/client';
import { exposes } from './exposes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<DevHarness name="mf_tools" exposes={exposes} />);

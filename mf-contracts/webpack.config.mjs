import { createRemoteConfig } from '@portal/shared/build/webpack.mjs';

// Name and dev port from shared/remotes.json, exposes from src/exposes.ts.
export default createRemoteConfig(import.meta.dirname);

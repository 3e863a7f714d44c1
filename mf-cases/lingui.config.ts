import { linguiConfig } from '@portal/shared/build/lingui.mjs';

export default linguiConfig();

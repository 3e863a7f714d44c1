import { linguiConfig } from './build/lingui.mjs';

export default linguiConfig();

import { jestConfig } from '@portal/shared/build/jest.mjs';

export default jestConfig({ rootDir: import.meta.dirname });

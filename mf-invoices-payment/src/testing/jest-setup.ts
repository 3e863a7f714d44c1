// Testing Library waits 1 s by default for what a test expects to appear: on a busy two-core machine a list that
// refetches, pages or switches tab can take longer. A real failure still fails, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

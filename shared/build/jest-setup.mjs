import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s (Testing Library's 1 s is passed on a busy two-core machine).
configure({ asyncUtilTimeout: 5000 });

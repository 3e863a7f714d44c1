// Types of first-screens.mjs for the end-to-end suite (e2e/tests/platform/first-screen-styles.spec.ts).
export interface FirstScreen {
  name: string;
  path: string;
  signedIn?: boolean;
}
export const FIRST_SCREENS: readonly FirstScreen[];

// Leaving the portal for another site (the OpenID provider, an external password page). An object, so that tests
// can replace `assign` without touching jsdom's location.
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

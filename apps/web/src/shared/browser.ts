/** Leaving the app for another site (OAuth authorize pages); replaceable in tests. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

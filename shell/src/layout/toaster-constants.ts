/** How long a toast stays (the spec's snackbar time). */
export const SNACKBAR_MS = 6000;

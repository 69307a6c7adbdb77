/**
 * Browser-visible configuration, fixed at build time through VITE_* variables. Nothing secret
 * may live here: everything in this file ships in the bundle.
 */
export const appConfig = {
  /** Customer-service address; the spec does not fix it, so deployments set VITE_SUPPORT_URL. */
  supportUrl: import.meta.env.VITE_SUPPORT_URL || 'mailto:support@example.com',
} as const;

export function openSupport(): void {
  window.open(appConfig.supportUrl, '_blank', 'noopener');
}

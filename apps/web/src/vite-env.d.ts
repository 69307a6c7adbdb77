/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the customer-service link (forbidden-user dialog, footer). */
  readonly VITE_SUPPORT_URL?: string;
}

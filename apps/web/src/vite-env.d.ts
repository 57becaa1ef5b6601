/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_RECOVERY_API_URL?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
  readonly VITE_PRIVACY_CONTACT?: string;
}

/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_RECOVERY_API_URL?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
  readonly VITE_PRIVACY_CONTACT?: string;
}

// exifr's browser build without Node fallbacks (features/outbox/reduce-photo.ts): the same API as the package's.
declare module 'exifr/dist/mini.esm.mjs' {
  export { gps } from 'exifr';
}

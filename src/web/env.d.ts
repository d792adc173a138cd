/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the production browser build, where React is Preact (vite.config.ts). */
  readonly BROWSER_PREACT?: boolean;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shop's URL (its origin), e.g. `http://localhost:3000`: set by the consumer test at build time. */
  readonly VITE_SOUK_SHOP_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

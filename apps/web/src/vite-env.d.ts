/// <reference types="vite/client" />

/** Build-time settings of the business (src/lib/business.ts); `envPrefix` in vite.config.ts. */
interface ImportMetaEnv {
  readonly PUBLIC_URL?: string;
  readonly BUSINESS_BRAND?: string;
  readonly BUSINESS_LEGAL_NAME?: string;
  readonly BUSINESS_SUPPORT_EMAIL?: string;
  readonly BUSINESS_SUPPORT_PHONE?: string;
  readonly BUSINESS_STREET?: string;
  readonly BUSINESS_CITY?: string;
  readonly BUSINESS_PROVINCE?: string;
  readonly BUSINESS_POSTAL_CODE?: string;
  readonly BUSINESS_OPENS?: string;
  readonly BUSINESS_CLOSES?: string;
  readonly BUSINESS_FINTRAC_MSB?: string;
  readonly BUSINESS_CSA_REGISTRATION?: string;
  readonly BUSINESS_CSA_REGISTRATION_FR?: string;
  readonly BUSINESS_CUSTODIAN?: string;
}

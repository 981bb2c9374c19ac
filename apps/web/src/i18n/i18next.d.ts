import type { LabelCatalog } from '@lading/shared';

/**
 * Typed label keys: t('ns:key') is checked against the one catalog (packages/shared
 * src/i18n/labels), so an unknown key is a type error.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LabelCatalog;
  }
}

import {
  COMPANY_TYPE_NAMES,
  COMPANY_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  SUPPLIER_SOURCE_NAMES,
  SUPPLIER_SOURCES,
  SUPPLIER_STATUS_NAMES,
  SUPPLIER_STATUSES,
  SUPPLY_STAGE_NAMES,
  SUPPLY_STAGES,
  type Language,
} from '@lading/shared';
import { useTranslation } from 'react-i18next';

type Names<K extends string> = Record<K, Record<Language, string>>;

/** Option lists and label look-ups for the supplier constants, in the UI's language. */
export function useSupplierLabels() {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const options = <K extends string>(values: readonly K[], names: Names<K>) =>
    values.map((value) => ({ value, label: names[value][lang] }));
  const name =
    <K extends string>(names: Names<K>) =>
    (value: K | '' | null | undefined) =>
      value ? (names[value]?.[lang] ?? value) : '';
  return {
    lang,
    statusOptions: options(SUPPLIER_STATUSES, SUPPLIER_STATUS_NAMES),
    stageOptions: options(SUPPLY_STAGES, SUPPLY_STAGE_NAMES),
    sourceOptions: options(SUPPLIER_SOURCES, SUPPLIER_SOURCE_NAMES),
    companyTypeOptions: options(COMPANY_TYPES, COMPANY_TYPE_NAMES),
    categoryOptions: options(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_NAMES),
    status: name(SUPPLIER_STATUS_NAMES),
    stage: name(SUPPLY_STAGE_NAMES),
    source: name(SUPPLIER_SOURCE_NAMES),
    companyType: name(COMPANY_TYPE_NAMES),
    category: name(PRODUCT_CATEGORY_NAMES),
  };
}

/** Tag colours: approved green, disqualified red, pending gold. */
export const STATUS_COLORS = {
  avl: 'green',
  disqualified: 'red',
  pendingGlobal: 'gold',
  pendingMinigrid: 'gold',
} as const;

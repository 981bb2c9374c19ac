import type { Language } from '@lading/shared';

/** Column headers and sheet names of the reference exports, in the caller's language. */
const HEADERS = {
  name: { en: 'Name', zh: '名称' },
  shortName: { en: 'Short name', zh: '简称' },
  address: { en: 'Address', zh: '地址' },
  code: { en: 'Code', zh: '代码' },
  note: { en: 'Note', zh: '备注' },
  pol: { en: 'POL', zh: '起运港' },
  pod: { en: 'POD', zh: '目的港' },
  shippingLine: { en: 'Shipping line', zh: '船公司' },
  days: { en: 'Transit days', zh: '航程天数' },
  countryCode: { en: 'Country code', zh: '国家代码' },
  country: { en: 'Destination country', zh: '目的国' },
  containerType: { en: 'Container type', zh: '柜型' },
  maxPayloadKg: { en: 'Max payload (kg)', zh: '最大载重 (kg)' },
  updatedAt: { en: 'Updated at (UTC)', zh: '更新时间 (UTC)' },
} as const satisfies Record<string, Record<Language, string>>;

const SHEETS = {
  loadingPoints: { en: 'Loading points', zh: '装货地点' },
  shippingLines: { en: 'Shipping lines', zh: '船公司' },
  transitTimes: { en: 'Standard transit times', zh: '标准航程' },
  loadingLimits: { en: 'Loading information', zh: '装载信息' },
} as const satisfies Record<string, Record<Language, string>>;

export const header = (lang: Language, key: keyof typeof HEADERS) => HEADERS[key][lang];
export const sheetName = (lang: Language, key: keyof typeof SHEETS) => SHEETS[key][lang];

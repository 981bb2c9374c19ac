import type { Language } from '@lading/shared';

/** Column headers and the sheet name of the product export, in the caller's language. */
const HEADERS = {
  productId: { en: 'Product ID', zh: '产品 ID' },
  itemNumber: { en: 'Item number', zh: '物料编号' },
  shortName: { en: 'Short name', zh: '简称' },
  modelNumber: { en: 'Model number', zh: '型号' },
  modelName: { en: 'Model name', zh: '型号名称' },
  activeness: { en: 'Activeness', zh: '状态' },
  brand: { en: 'Brand', zh: '品牌' },
  category: { en: 'Category', zh: '类别' },
  netWeightKg: { en: 'Net weight/pc (kg)', zh: '单件净重 (kg)' },
  grossWeightKg: { en: 'Gross weight/pc (kg)', zh: '单件毛重 (kg)' },
  packageType: { en: 'Package type', zh: '包装类型' },
  qtyPerPackage: { en: 'Qty per package', zh: '每包装数量' },
  lengthCm: { en: 'Length (cm)', zh: '长 (cm)' },
  widthCm: { en: 'Width (cm)', zh: '宽 (cm)' },
  heightCm: { en: 'Height (cm)', zh: '高 (cm)' },
  cbm: { en: 'CBM per package', zh: '每包装体积 (CBM)' },
  unitCbm: { en: 'Unit CBM', zh: '单件体积 (CBM)' },
  serialized: { en: 'Bulk/serialized', zh: '散件/序列号' },
  moq: { en: 'MOQ', zh: '最小订购量' },
  msq: { en: 'MSQ', zh: '最小发货量' },
  standardLeadTimeDays: { en: 'Standard L/T (days)', zh: '标准交期 (天)' },
  safetyStockQty: { en: 'Safety stock qty', zh: '安全库存' },
  safetyLeadTimeDays: { en: 'Safety L/T (days)', zh: '安全交期 (天)' },
  relatedMainProductModel: { en: 'Related main product model', zh: '关联主产品型号' },
  parentSn: { en: 'Parent SN', zh: '父级 SN' },
  shortNameIn: { en: 'Short name', zh: '简称' },
  updatedAt: { en: 'Updated at (UTC)', zh: '更新时间 (UTC)' },
} as const satisfies Record<string, Record<Language, string>>;

const WORDS = {
  serialized: { en: 'Serialized', zh: '序列号' },
  bulk: { en: 'Bulk', zh: '散件' },
  Active: { en: 'Active', zh: '有效' },
  Inactive: { en: 'Inactive', zh: '无效' },
} as const satisfies Record<string, Record<Language, string>>;

export const header = (lang: Language, key: keyof typeof HEADERS) => HEADERS[key][lang];
export const word = (lang: Language, key: keyof typeof WORDS) => WORDS[key][lang];
export const sheetName = (lang: Language) => (lang === 'zh' ? '产品' : 'Products');

import { label } from '../i18n/labels/label';
import { columnMaker, type ListColumn, type ListColumnKind } from '../lists/list-column';
import {
  COUNTRY_SHORT_NAME_KEYS,
  PRODUCT_CATEGORY_NAMES,
  type ProductItem,
} from './product.contract';

type ProductColumnKey =
  | Exclude<keyof ProductItem, 'id' | 'countryShortNames' | 'createdAt'>
  | `shortNameIn.${(typeof COUNTRY_SHORT_NAME_KEYS)[number]}`;
type HeaderKey = Exclude<ProductColumnKey, `shortNameIn.${string}`>;

const productColumn = columnMaker<ProductItem, ProductColumnKey>('products:export.headers');
const column = (
  key: HeaderKey,
  width: number,
  kind: ListColumnKind,
  value: ListColumn<ProductItem>['value'] = (row) => row[key] as string | number,
  importAs: string | undefined = key,
) => productColumn(key, width, kind, value, importAs);

/**
 * The product list's columns (the product export, the list screen, the product import), in
 * order. Every column but the derived ones (CBM, unit CBM, updated at) is read back by the
 * import into the field `importAs` — so an export edited and imported changes what was edited.
 */
export const PRODUCT_COLUMNS: readonly ListColumn<ProductItem, ProductColumnKey>[] = [
  column('productId', 18, 'text'),
  column('itemNumber', 18, 'text'),
  column('shortName', 24, 'text'),
  column('modelNumber', 18, 'text'),
  column('modelName', 28, 'text'),
  column('activeness', 10, 'enum', (r, lang) => label(lang, `products:activeness.${r.activeness}`)),
  column('brand', 14, 'text'),
  column('category', 16, 'enum', (r, lang) => PRODUCT_CATEGORY_NAMES[r.category][lang]),
  column('netWeightKg', 12, 'kg'),
  column('grossWeightKg', 12, 'kg'),
  column('packageType', 12, 'text'),
  column('qtyPerPackage', 12, 'qty'),
  column('lengthCm', 12, 'number'),
  column('widthCm', 12, 'number'),
  column('heightCm', 12, 'number'),
  column('cbm', 12, 'packageCbm', undefined, ''),
  column('unitCbm', 12, 'packageCbm', undefined, ''),
  column('serialized', 12, 'enum', (r, lang) =>
    label(lang, `products:serialized.${r.serialized ? 'serialized' : 'bulk'}`),
  ),
  column('moq', 12, 'qty'),
  column('msq', 12, 'qty'),
  column('standardLeadTimeDays', 12, 'number'),
  column('safetyStockQty', 12, 'qty'),
  column('safetyLeadTimeDays', 12, 'number'),
  column('relatedMainProductModel', 20, 'text'),
  column('parentSn', 16, 'text'),
  ...COUNTRY_SHORT_NAME_KEYS.map((country): ListColumn<ProductItem, ProductColumnKey> => ({
    key: `shortNameIn.${country}`,
    label: 'products:export.headers.shortNameIn',
    titleSuffix: country,
    width: 16,
    kind: 'text',
    value: (row) => row.countryShortNames[country] ?? '',
    importAs: `countryShortNames.${country}`,
  })),
  column('updatedAt', 18, 'dateTime', undefined, ''),
];

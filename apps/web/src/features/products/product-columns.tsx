import { PRODUCT_COLUMNS, type ProductItem } from '@lading/shared';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { listTableColumns } from '../common/list-table-columns';

/**
 * The product list's columns: those of the shared definition (PRODUCT_COLUMNS, the product
 * export's and import's columns) the list shows, in its order, titled, sized and formatted
 * by it; the screen adds the activeness tag and a fixed first column. The page appends its
 * action column.
 */
export function productListColumns(
  t: TFunction<'products'>,
  language: string,
): TableColumnsType<ProductItem> {
  return listTableColumns(PRODUCT_COLUMNS, t, language, {
    keys: [
      'productId',
      'itemNumber',
      'shortName',
      'modelNumber',
      'activeness',
      'brand',
      'category',
      'grossWeightKg',
      'qtyPerPackage',
      'cbm',
    ],
    overrides: {
      productId: { dataIndex: 'productId', fixed: 'left' },
      activeness: {
        dataIndex: 'activeness',
        render: (value: ProductItem['activeness']) => (
          <Tag color={value === 'Active' ? 'green' : 'default'}>{t(`activeness.${value}`)}</Tag>
        ),
      },
    },
  });
}

// A small, valid product import file (the template's English header row, rows from the
// product factory), with fresh product and item numbers each time so every import succeeds.
import { PRODUCT_CATEGORY_NAMES } from '@lading/shared';
import ExcelJS from 'exceljs';
import { word } from '../../apps/server/src/modules/products/export-headers';
import {
  IMPORT_COLUMNS,
  templateHeader,
} from '../../apps/server/src/modules/products/import/import-columns';
import { productSpec } from '../../apps/server/src/modules/products/product.factories';

type Cell = string | number | boolean | null;

function productRow(key: string): Record<string, Cell> {
  const { countryShortNames: _names, ...spec } = productSpec({
    productId: `SOAK-${key}`,
    itemNumber: `SOAKIT-${key}`,
  });
  return {
    ...spec,
    activeness: word('en', spec.activeness),
    category: PRODUCT_CATEGORY_NAMES[spec.category].en,
    serialized: word('en', spec.serialized ? 'serialized' : 'bulk'),
  };
}

/** An .xlsx of `rows` new products whose keys start with `prefix` (unique per file). */
export async function productImportFile(prefix: string, rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(IMPORT_COLUMNS.map((column) => templateHeader(column, 'en')));
  for (let i = 0; i < rows; i++) {
    const row = productRow(`${prefix}-${i}`);
    sheet.addRow(IMPORT_COLUMNS.map((column) => row[column.field] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

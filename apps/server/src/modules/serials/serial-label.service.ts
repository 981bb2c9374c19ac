import {
  buildSscc,
  isParentLevel,
  label,
  type CodeLevel,
  type Language,
  type ParentLevel,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { found, NotFound } from '../../platform/http/errors';
import type { Scope } from '../../platform/permissions/scope';
import { renderSerialLabelPdf } from './serial-label-pdf';
import { findLabelParent, labelContents, productsInside } from './serial-label.repository';
import { labelSettingsOf } from './template.service';

/** The ancestor column that names a parent of each level on every code below it. */
const ANCESTOR_COLUMN = {
  product: 'up_product_id',
  pack: 'up_pack_id',
  giftBox: 'up_gift_box_id',
  carton: 'up_carton_id',
  pallet: 'up_pallet_id',
  container: 'up_container_id',
} as const satisfies Record<ParentLevel, string>;

/**
 * A parent's label as PDF (issue 18). A pallet's SSCC is the GS1 company prefix's: the
 * extension digit, the prefix, the pallet's id as serial reference, the check digit — the
 * id is unique and never reused, so is the SSCC.
 */
export async function serialLabel(
  deps: AppDeps,
  scope: Scope,
  lang: Language,
  id: number,
  timeZone: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const db = deps.db.kysely;
  const parent = found(await findLabelParent(db, scope, id));
  const level = parent.level as CodeLevel;
  if (!isParentLevel(level)) throw new NotFound();
  const settings = level === 'pallet' ? await labelSettingsOf(db) : null;
  const sscc =
    settings && settings.gs1CompanyPrefix !== ''
      ? buildSscc(settings.ssccExtension, settings.gs1CompanyPrefix, parent.id)
      : null;
  const contents = await labelContents(db, parent.id);
  const bytes = await renderSerialLabelPdf(
    {
      code: parent.code,
      level,
      productCode: parent.product_code,
      productName: parent.product_name,
      supplierCode: parent.supplier_code,
      supplierName: parent.supplier_name,
      poNumber: parent.po_number,
      poLineNo: parent.po_line_no,
      containerNo: parent.container_no,
      contents: contents.map((row) => ({
        level: row.level as CodeLevel,
        productCode: row.product_code,
        count: row.count,
      })),
      productsInside: await productsInside(db, parent.id, ANCESTOR_COLUMN[level]),
      sscc,
    },
    lang,
    timeZone,
    deps.clock(),
  );
  const levelName = label(lang, `serials:levels.${level}`);
  return { fileName: `${levelName}-${parent.code}.pdf`, bytes };
}

import type { ModificationPurpose } from '@lading/shared';
import type { SalesOrderRow } from '../../db/schema';

/**
 * What the audit trail keeps of a sales order and of its lines: written by the SO screens
 * (sales-order.service) and by the SO import (so-upsert), read back as revisions.
 */
export const soHeaderSnapshot = (
  so: Pick<
    SalesOrderRow,
    'so_number' | 'posting_date' | 'rdd' | 'original_rdd' | 'bp_reference_no' | 'country'
  >,
) => ({
  soNumber: so.so_number,
  postingDate: so.posting_date,
  rdd: so.rdd,
  originalRdd: so.original_rdd,
  bpReferenceNo: so.bp_reference_no,
  country: so.country,
});

export const soLineSnapshot = (
  line: { line_no: number; qty: number; row_total_usd_cents: number },
  productCode: string,
  purpose?: ModificationPurpose | null,
) => ({
  lineNo: line.line_no,
  product: productCode,
  qty: line.qty,
  rowTotalUsdCents: Number(line.row_total_usd_cents),
  ...(purpose === undefined ? {} : { modificationPurpose: purpose }),
});

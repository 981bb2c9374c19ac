import { columnMaker, type ListColumn } from '../lists/list-column';
import { DESTINATION_NAMES } from '../reference/destinations';
import type { SoLineItem } from './so.contract';

type SoLineColumnKey =
  | 'soNumber'
  | 'lineNo'
  | 'postingDate'
  | 'soRdd'
  | 'originalRdd'
  | 'bpReferenceNo'
  | 'destination'
  | 'productCode'
  | 'productName'
  | 'qty'
  | 'rowTotalUsd'
  | 'coveredQty';

const column = columnMaker<SoLineItem, SoLineColumnKey>('orders:export.headers');

/**
 * The SO report's columns (the SO-line export, the SO screens), in order. The SO import
 * reads back every column with `importAs`; product name and covered qty are descriptive.
 */
export const SO_LINE_COLUMNS: readonly ListColumn<SoLineItem, SoLineColumnKey>[] = [
  column('soNumber', 16, 'text', (r) => r.soNumber, 'soNumber'),
  column('lineNo', 6, 'qty', (r) => r.lineNo, 'lineNo'),
  column('postingDate', 12, 'date', (r) => r.postingDate, 'postingDate'),
  column('soRdd', 12, 'date', (r) => r.rdd, 'rdd'),
  column('originalRdd', 12, 'date', (r) => r.originalRdd, 'originalRdd'),
  column('bpReferenceNo', 16, 'text', (r) => r.bpReferenceNo, 'bpReferenceNo'),
  column('destination', 14, 'enum', (r, lang) => DESTINATION_NAMES[r.country][lang], 'country'),
  column('productCode', 16, 'text', (r) => r.productCode, 'productCode'),
  column('productName', 24, 'text', (r) => r.productName),
  column('qty', 10, 'qty', (r) => r.qty, 'qty'),
  column('rowTotalUsd', 14, 'money', (r) => r.rowTotalUsdCents / 100, 'rowTotalUsd'),
  column('coveredQty', 12, 'qty', (r) => r.coveredQty),
];

import {
  PO_LINE_COLUMNS,
  RISK_BUY_COLUMNS,
  SO_LINE_COLUMNS,
  labelGroup,
  type Language,
  type PoLineItem,
  type RiskBuyItem,
  type SoLineItem,
} from '@lading/shared';
import { exportColumns } from '../../platform/export/list-columns';
import type { ExportColumn } from '../../platform/export/xlsx-stream';

const HEADERS = labelGroup('orders', (labels) => labels.export.headers);

/** The headers by key, for the order imports to read their own exports back. */
export { HEADERS as ORDER_EXPORT_HEADERS };

/** The PO report's columns: the shared definition (PO_LINE_COLUMNS) in `lang`. */
export const poLineColumns = (lang: Language): ExportColumn<PoLineItem>[] =>
  exportColumns(PO_LINE_COLUMNS, lang);

/** The PO report's columns less "risk buy" (every line of the list is one). */
export const riskBuyColumns = (lang: Language): ExportColumn<RiskBuyItem>[] =>
  exportColumns(RISK_BUY_COLUMNS, lang);

/** The SO report's columns: the shared definition (SO_LINE_COLUMNS) in `lang`. */
export const soLineColumns = (lang: Language): ExportColumn<SoLineItem>[] =>
  exportColumns(SO_LINE_COLUMNS, lang);

export const EXPORT_NAMES = labelGroup('orders', (labels) => labels.export.names);

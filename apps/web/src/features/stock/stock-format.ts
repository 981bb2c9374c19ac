import { formatQty, type Language } from '@lading/shared';

/** The UI language as the shared `*_NAMES` tables index it. */
export const languageOf = (language: string): Language => (language === 'zh' ? 'zh' : 'en');

/** A balance row's or move's PO line, `PO-1001 / 2`; a dash for goods tied to none. */
export const poLineText = (row: { poNumber: string | null; poLineNo: number | null }) =>
  row.poNumber ? `${row.poNumber} / ${row.poLineNo ?? '—'}` : '—';

/** A move's quantity with its direction: `+120` in, `−40` out. */
export const signedQty = (qty: number) => `${qty < 0 ? '−' : '+'}${formatQty(Math.abs(qty))}`;

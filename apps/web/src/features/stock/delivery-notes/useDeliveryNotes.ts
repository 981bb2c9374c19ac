import {
  DELIVERY_NOTE_STATUS_NAMES,
  deliveryNoteOperations as op,
  type DeliveryNoteStatus,
  type LabelCatalog,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { STOCK_KEY } from '../stock-keys';

/** Under the stock key: a stock-in refreshes notes, pending lines and inventory alike. */
export const DELIVERY_NOTES_KEY = [...STOCK_KEY, 'deliveryNotes'] as const;
export const PENDING_LINES_KEY = [...STOCK_KEY, 'pendingLines'] as const;

/** Edit permission of the delivery note screens (the server's resource key). */
export const DELIVERY_NOTE_WRITE = 'stock.deliveryNote.write';

export const deliveryNotePaths = {
  list: '/stock/deliveryNote',
  add: '/stock/addDeliveryNote',
  edit: (id: number) => `/stock/editDeliveryNote?id=${id}`,
  details: (id: number) => `/stock/deliveryNoteDetails?id=${id}`,
};

export const useDeliveryNote = (id: number | undefined) =>
  useQuery({
    queryKey: [...DELIVERY_NOTES_KEY, 'one', id ?? 0],
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

/** A field's label key under `stock:deliveryNotes.page.fields` (list, form, details). */
export type NoteField = keyof LabelCatalog['stock']['deliveryNotes']['page']['fields'];

/** A status's tag colour (antd preset). */
export const NOTE_STATUS_COLORS: Record<DeliveryNoteStatus, string> = {
  Draft: 'default',
  Submitted: 'blue',
  PartlyReceived: 'orange',
  Received: 'green',
  Cancelled: 'red',
};

/** A note status's name in the UI's language. */
export function useNoteStatusName() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  return (status: DeliveryNoteStatus) => DELIVERY_NOTE_STATUS_NAMES[status][lang];
}

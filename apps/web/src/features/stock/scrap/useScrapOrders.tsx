import {
  SCRAP_ORDER_STATUS_NAMES,
  scrapOrderOperations as op,
  type LabelCatalog,
  type ScrapOrderDetails,
  type ScrapOrderItem,
  type ScrapOrderStatus,
} from '@lading/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { usePermissions } from '../../../auth/session';
import { FormModal } from '../../common/FormModal';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { STOCK_KEY, STOCK_WRITE } from '../stock-keys';
import { languageOf } from '../stock-format';

/** Under the stock key: a scrap order done refreshes the inventory and the ledger too. */
export const SCRAP_ORDERS_KEY = [...STOCK_KEY, 'scrapOrders'] as const;

/** Approving and rejecting scrap orders (the server's resource key). */
export const SCRAP_APPROVE = 'stock.scrap.approve';

export const scrapPaths = {
  list: '/stock/scrap',
  add: '/stock/addScrap',
  edit: (id: number) => `/stock/editScrap?id=${id}`,
  details: (id: number) => `/stock/scrapDetails?id=${id}`,
};

export const useScrapOrder = (id: number | undefined) =>
  useQuery({
    queryKey: [...SCRAP_ORDERS_KEY, 'one', id ?? 0],
    queryFn: () => call(op.get, { params: { id: id! } }),
    enabled: id !== undefined,
  });

/** A field's label key under `stock:scrap.fields`. */
export type ScrapField = keyof LabelCatalog['stock']['scrap']['fields'];

/** A status's tag colour (antd preset). */
export const SCRAP_STATUS_COLORS: Record<ScrapOrderStatus, string> = {
  Draft: 'default',
  Approved: 'blue',
  Done: 'green',
  Rejected: 'orange',
  Cancelled: 'red',
};

export function useScrapStatusName() {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  return (status: ScrapOrderStatus) => SCRAP_ORDER_STATUS_NAMES[status][lang];
}

type Order = Pick<ScrapOrderItem, 'id' | 'scrapNo' | 'status'>;

/** What the user may do with an order: by its status and the user's permissions. */
export const scrapAbilitiesOf = (
  order: Pick<Order, 'status'>,
  canWrite: boolean,
  canApprove: boolean,
) => ({
  edit: canWrite && order.status === 'Draft',
  remove: canWrite && order.status === 'Draft',
  approve: canApprove && order.status === 'Draft',
  reject: canApprove && order.status === 'Draft',
  done: canWrite && order.status === 'Approved',
  cancel: canWrite && (order.status === 'Draft' || order.status === 'Approved'),
});
export type ScrapAbilities = ReturnType<typeof scrapAbilitiesOf>;

/**
 * The state changes of a scrap order, each asked for first, then said done; every stock
 * query is refreshed after. A refusal has been toasted by the client. `dialog` is the reject
 * comment's modal, to be rendered by the page.
 */
export function useScrapActions(onChanged?: (order: ScrapOrderDetails) => void) {
  const { t } = useTranslation('stock');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const permissions = usePermissions();
  const canWrite = permissions.can(STOCK_WRITE);
  const canApprove = permissions.can(SCRAP_APPROVE);
  const [rejecting, setRejecting] = useState<Order | null>(null);
  const [form] = Form.useForm<{ comment: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STOCK_KEY });

  const step =
    (
      name: 'approve' | 'done' | 'cancel',
      done: 'approved' | 'done' | 'cancelled',
      danger = false,
    ) =>
    (order: Order) =>
      modal.confirm({
        title: t(`scrap.confirm.${name}`, { scrapNo: order.scrapNo }),
        okText: t(`scrap.actions.${name}`),
        okButtonProps: { danger },
        cancelText: t('actions.cancel', { ns: 'common' }),
        onOk: () =>
          call(op[name], { params: { id: order.id } }).then(
            (saved) => {
              void message.success(t(`scrap.messages.${done}`, { scrapNo: order.scrapNo }));
              onChanged?.(saved);
              return refresh();
            },
            () => undefined,
          ),
      });

  const remove = (order: Order, onDeleted?: () => void) =>
    confirmDelete({
      title: t('scrap.confirm.delete', { scrapNo: order.scrapNo }),
      content: '',
      remove: () =>
        call(op.remove, { params: { id: order.id } }).then(() => {
          onDeleted?.();
          return refresh();
        }),
    });

  const dialog: ReactNode = (
    <FormModal<{ comment: string }, ScrapOrderDetails>
      open={rejecting !== null}
      title={t('scrap.rejectTitle', { scrapNo: rejecting?.scrapNo ?? '' })}
      name="scrap-reject"
      form={form}
      firstField="comment"
      okText={t('scrap.actions.reject')}
      savedText={(saved) => t('scrap.messages.rejected', { scrapNo: saved.scrapNo })}
      saving={false}
      onSave={(values) =>
        call(op.reject, { params: { id: rejecting!.id }, body: { comment: values.comment } }).then(
          (saved) => {
            onChanged?.(saved);
            void refresh();
            return saved;
          },
        )
      }
      onClose={() => {
        setRejecting(null);
        form.resetFields();
      }}
    >
      <Form.Item
        name="comment"
        label={t('scrap.fields.rejectComment')}
        rules={[
          { required: true, whitespace: true, message: t('scrap.form.reasonRequired') },
          { max: 500 },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );

  return {
    can: (order: Pick<Order, 'status'>) => scrapAbilitiesOf(order, canWrite, canApprove),
    canWrite,
    approve: step('approve', 'approved'),
    done: step('done', 'done'),
    cancel: step('cancel', 'cancelled', true),
    reject: (order: Order) => setRejecting(order),
    remove,
    dialog,
  };
}

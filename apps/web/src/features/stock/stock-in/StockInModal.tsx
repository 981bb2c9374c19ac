import { deliveryNoteOperations as op, formatQty, type StockInRequest } from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { STOCK_KEY } from '../stock-keys';
import type { NoteField } from '../delivery-notes/useDeliveryNotes';
import {
  initialStockIn,
  shortOf,
  showStockInErrors,
  toStockInBody,
  type StockInFormValues,
  type StockInRow,
} from './stock-in-form';

/**
 * Stocks in the chosen lines: per line the quantity received (into stock; all delivered by
 * default) and damaged, the short shown as it follows; one stock-in document for them all.
 */
export function StockInModal(props: {
  open: boolean;
  rows: StockInRow[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StockInFormValues>();
  const initial = initialStockIn(props.rows);
  // before the form has taken its initial values, the short follows them
  const values =
    (Form.useWatch('lines', form) as StockInFormValues['lines'] | undefined) ?? initial.lines;
  const dialog = (key: 'delivered' | 'received' | 'damaged' | 'short') =>
    t(`stockIn.page.dialog.${key}`);
  const title = (field: NoteField) => t(`deliveryNotes.page.fields.${field}`);

  const stockIn = useMutation({
    mutationFn: (body: StockInRequest) => call(op.stockIn, { body }),
    onSuccess: (result) => {
      void message.success(
        t('stockIn.page.done', {
          docNo: result.docNo,
          count: result.lines,
          qty: formatQty(result.receivedQty),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: STOCK_KEY });
      props.onDone();
    },
    onError: (error) => showStockInErrors(form, error),
  });

  const wholeRules = [
    { required: true, message: t('stockIn.page.dialog.qtyRequired') },
    { type: 'integer' as const, min: 0, message: t('stockIn.page.dialog.qtyWhole') },
  ];
  const columns: TableColumnsType<StockInRow> = [
    { title: title('noteNo'), dataIndex: 'noteNo', key: 'noteNo' },
    { title: title('lineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 56 },
    {
      title: title('poLine'),
      key: 'poLine',
      render: (_: unknown, row) => `${row.poNumber} / ${row.poLineNo}`,
    },
    {
      title: title('product'),
      key: 'product',
      render: (_: unknown, row) => `${row.productCode} · ${row.productName}`,
    },
    { title: dialog('delivered'), dataIndex: 'qty', key: 'qty', align: 'right', render: formatQty },
    {
      title: dialog('received'),
      key: 'receivedQty',
      width: 130,
      render: (_: unknown, row, index) => (
        <Form.Item
          name={['lines', index, 'receivedQty']}
          style={{ marginBottom: 0 }}
          dependencies={[['lines', index, 'damagedQty']]}
          rules={[
            ...wholeRules,
            {
              validator: (_rule, received: number | null) =>
                (received ?? 0) + (form.getFieldValue(['lines', index, 'damagedQty']) ?? 0) >
                row.qty
                  ? Promise.reject(
                      new Error(t('stockIn.page.dialog.tooMuch', { qty: formatQty(row.qty) })),
                    )
                  : Promise.resolve(),
            },
          ]}
        >
          <InputNumber<number>
            aria-label={t('stockIn.page.dialog.receivedOf', {
              noteNo: row.noteNo,
              lineNo: row.lineNo,
            })}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ),
    },
    {
      title: dialog('damaged'),
      key: 'damagedQty',
      width: 130,
      render: (_: unknown, row, index) => (
        <Form.Item
          name={['lines', index, 'damagedQty']}
          style={{ marginBottom: 0 }}
          rules={wholeRules}
        >
          <InputNumber<number>
            aria-label={t('stockIn.page.dialog.damagedOf', {
              noteNo: row.noteNo,
              lineNo: row.lineNo,
            })}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ),
    },
    {
      title: dialog('short'),
      key: 'short',
      align: 'right',
      render: (_: unknown, row, index) => {
        const short = shortOf(row, values[index]);
        return (
          <Typography.Text
            type={short < 0 ? 'danger' : short > 0 ? 'warning' : undefined}
            data-testid={`short-${row.id}`}
          >
            {formatQty(short)}
          </Typography.Text>
        );
      },
    },
  ];

  return (
    <Modal
      open={props.open}
      width={1000}
      title={t('stockIn.page.dialog.title', { count: props.rows.length })}
      okText={t('stockIn.page.dialog.confirm')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={stockIn.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('stockIn.page.dialog.hint')}</Typography.Paragraph>
      <Form<StockInFormValues>
        form={form}
        name="stock-in"
        initialValues={initial}
        onFinish={(finished) => stockIn.mutate(toStockInBody(props.rows, finished))}
      >
        <Table<StockInRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content', y: 420 }}
          dataSource={props.rows}
          columns={columns}
        />
      </Form>
    </Modal>
  );
}

import {
  formatQty,
  type InventoryItem,
  type PostedDocument,
  type StockLineInput,
} from '@lading/shared';
import { Alert, Form, Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { FormModal } from '../../common/FormModal';
import { placeFieldErrors } from '../../common/first-error';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { poLineText } from '../stock-format';
import { usePostStock } from './useInventory';

/** What a stock dialog is given: selected rows of one warehouse; `onPosted` clears the choice. */
export interface StockDialogProps {
  rows: InventoryItem[];
  onPosted(): void;
  onClose(): void;
}

/** What every stock dialog asks: a reason and a quantity per selected row. */
export interface StockLinesValues {
  reason: string;
  lines: { qty: number }[];
}

/** The request's lines: each selected row's product and PO line with the quantity typed. */
export const linesOf = (rows: InventoryItem[], values: StockLinesValues): StockLineInput[] =>
  rows.map((row, index) => ({
    productId: row.productId,
    poLineId: row.poLineId,
    qty: values.lines[index]!.qty,
  }));

/** The body's reason and lines of the dialog's values. */
export const postingOf = (rows: InventoryItem[], values: StockLinesValues) => ({
  reason: values.reason.trim(),
  lines: linesOf(rows, values),
});

const REASON_MAX = 500;

/** A server field's path as the form names it: `lines.0.qty` → ['lines', 0, 'qty']. */
const fieldPath = (name: string) =>
  name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The dialog of a stock document over selected rows of one warehouse (transfer, rework out
 * and back): the document's own fields (`children`), a reason, and per row its product, PO
 * line, on hand and the quantity to move (1 to on hand; all of it at first). Posted, it names
 * the document number; refused, the server's message stays in the dialog (nothing was posted).
 */
export function StockLinesModal<Values extends StockLinesValues>(props: {
  title: string;
  /** The submit button's text. */
  okText: string;
  /** The form's DOM name; field ids are `${name}_${field}`. */
  name: string;
  rows: InventoryItem[];
  /** The document's own fields' first values. */
  initialValues?: Partial<Omit<Values, keyof StockLinesValues>>;
  /** The document's own fields, above the reason. */
  children?: ReactNode;
  /** Focused when the dialog opens (default: the reason). */
  firstField?: string;
  post(values: Values): Promise<PostedDocument>;
  postedText(docNo: string): string;
  onPosted(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<Values>();
  const posting = usePostStock();
  const [refusal, setRefusal] = useState<string>();

  const columns: TableColumnsType<InventoryItem> = [
    {
      title: t('transfer.product'),
      render: (_, row) => `${row.productCode} ${row.productName}`,
    },
    { title: t('transfer.poLine'), width: 140, render: (_, row) => poLineText(row) },
    {
      title: t('transfer.onHand'),
      dataIndex: 'qty',
      width: 100,
      align: 'right',
      render: (qty: number) => formatQty(qty),
    },
    {
      title: t('transfer.qty'),
      width: 150,
      render: (_, row, index) => (
        <Form.Item
          name={['lines', index, 'qty']}
          style={{ marginBottom: 0 }}
          rules={[
            { required: true, message: t('transfer.qtyRequired') },
            {
              type: 'integer',
              min: 1,
              max: row.qty,
              message: t('transfer.qtyRange', { max: formatQty(row.qty) }),
            },
          ]}
        >
          <InputNumber
            aria-label={t('transfer.qtyLabel', { product: row.productCode })}
            style={{ width: 130 }}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <FormModal<Values, PostedDocument>
      open
      title={props.title}
      name={props.name}
      form={form}
      width={820}
      okText={props.okText}
      initialValues={
        {
          ...props.initialValues,
          lines: props.rows.map((row) => ({ qty: row.qty })),
        } as Partial<Values>
      }
      firstField={props.firstField ?? 'reason'}
      saving={posting.isPending}
      onSave={(values) => {
        setRefusal(undefined);
        return posting
          .mutateAsync(() => props.post(values))
          .then((posted) => {
            props.onPosted();
            return posted;
          });
      }}
      savedText={(posted) => props.postedText(posted.docNo)}
      onError={(error) => {
        if (!(error instanceof ApiError)) return;
        setRefusal(error.message);
        const fields = Object.entries(error.fieldErrors);
        placeFieldErrors(
          form,
          fields.map(([name, message]) => ({ name: fieldPath(name), errors: [message] })),
        );
      }}
      onClose={props.onClose}
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('transfer.refused')}
          description={refusal}
          style={{ marginBottom: 16 }}
        />
      )}
      {props.children}
      <Form.Item
        name="reason"
        label={t('transfer.reason')}
        rules={[
          { required: true, whitespace: true, message: t('transfer.reasonRequired') },
          { max: REASON_MAX, message: t('rules.maxLength', { ns: 'common', max: REASON_MAX }) },
        ]}
      >
        <Input.TextArea
          rows={2}
          showCount
          maxLength={REASON_MAX}
          placeholder={t('transfer.reasonPlaceholder')}
        />
      </Form.Item>
      <Table<InventoryItem>
        rowKey="key"
        size="small"
        caption={<VisuallyHidden>{t('transfer.lines')}</VisuallyHidden>}
        pagination={false}
        dataSource={props.rows}
        columns={columns}
        scroll={{ y: 320 }}
      />
    </FormModal>
  );
}

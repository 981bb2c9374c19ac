import { PlusOutlined } from '@ant-design/icons';
import { formatDate, formatQty, MAX_DOCUMENT_LINES } from '@lading/shared';
import { Button, Flex, Form, Table, Typography, type FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { lineQtyColumn, removeLineColumn } from '../documents/document-line-columns';
import type { NoteFormValues, NoteLineRow } from './delivery-note-form';
import type { NoteField } from './useDeliveryNotes';

/** The most a line may take when its deliverable quantity is not known (the contract's). */
const QTY_LIMIT = 10_000_000;

/**
 * A note's lines inside its form: the PO line each names, what it may still deliver, and
 * the quantity typed (1 … deliverable). Lines come from the picker ("Add PO lines").
 */
export function DeliveryNoteLinesTable(props: {
  /** What each PO line may still deliver, by PO line id (unknown until read) */
  deliverable: ReadonlyMap<number, { deliverableQty: number; rdd: string }>;
  canAdd: boolean;
  addHint?: string | undefined;
  onAdd(): void;
}) {
  const { t } = useTranslation('stock');
  const form = Form.useFormInstance<NoteFormValues>();
  const title = (field: NoteField) => t(`deliveryNotes.page.fields.${field}`);
  const rowOf = (field: FormListFieldData) =>
    form.getFieldValue(['lines', field.name]) as NoteLineRow | undefined;
  const maxOf = (row: NoteLineRow | undefined) =>
    row ? (props.deliverable.get(row.poLineId)?.deliverableQty ?? QTY_LIMIT) : QTY_LIMIT;

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: (_, lines: unknown[] | undefined) =>
            lines?.length
              ? Promise.resolve()
              : Promise.reject(new Error(t('deliveryNotes.form.rules.atLeastOneLine'))),
        },
      ]}
    >
      {(fields, { remove }, { errors }) => (
        <>
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            title={() => (
              <Flex justify="space-between" align="center" gap={8} wrap>
                <strong>{t('deliveryNotes.form.lines')}</strong>
                <Flex align="center" gap={8}>
                  {props.addHint && (
                    <Typography.Text type="secondary">{props.addHint}</Typography.Text>
                  )}
                  <Button
                    icon={<PlusOutlined />}
                    disabled={!props.canAdd || fields.length >= MAX_DOCUMENT_LINES}
                    onClick={props.onAdd}
                  >
                    {t('deliveryNotes.form.addLines')}
                  </Button>
                </Flex>
              </Flex>
            )}
            columns={[
              { title: '#', width: 48, render: (_: unknown, field) => field.name + 1 },
              {
                title: title('poLine'),
                render: (_: unknown, field) => {
                  const row = rowOf(field);
                  return row ? `${row.poNumber} / ${row.poLineNo}` : '';
                },
              },
              {
                title: title('product'),
                render: (_: unknown, field) => {
                  const row = rowOf(field);
                  return row ? `${row.productCode} · ${row.productName}` : '';
                },
              },
              {
                title: title('rdd'),
                render: (_: unknown, field) => {
                  const row = rowOf(field);
                  return formatDate(row && (props.deliverable.get(row.poLineId)?.rdd ?? row.rdd));
                },
              },
              {
                title: title('deliverableQty'),
                align: 'right',
                render: (_: unknown, field) => {
                  const row = rowOf(field);
                  const known = row && props.deliverable.get(row.poLineId);
                  return known ? formatQty(known.deliverableQty) : '—';
                },
              },
              lineQtyColumn({
                title: title('qty'),
                max: (field) => maxOf(rowOf(field)),
                required: t('deliveryNotes.form.rules.qtyRequired'),
                range: (max) => t('deliveryNotes.form.rules.qtyRange', { max }),
                ariaLabel: (n) => t('deliveryNotes.form.lineQty', { n }),
              }),
              removeLineColumn({
                title: <VisuallyHidden>{t('table.rowActions', { ns: 'common' })}</VisuallyHidden>,
                ariaLabel: (n) => t('deliveryNotes.form.removeLine', { n }),
                remove,
              }),
            ]}
          />
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { formatQty, MAX_DOCUMENT_LINES } from '@lading/shared';
import { Button, Flex, Form, Table, Typography, type FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { lineQtyColumn, removeLineColumn } from '../documents/document-line-columns';
import { goodsKey, type ScrapFormValues, type ScrapLineRow } from './scrap-form';

/**
 * A scrap order's lines inside its form: the goods each names, what is on hand of them in
 * the source warehouse, and the quantity typed (1 … on hand).
 */
export function ScrapLinesTable(props: {
  /** On hand in the source warehouse by goods key (unknown until read) */
  onHand: ReadonlyMap<string, number>;
  canAdd: boolean;
  onAdd(): void;
}) {
  const { t } = useTranslation('stock');
  const form = Form.useFormInstance<ScrapFormValues>();
  const rowOf = (field: FormListFieldData) =>
    form.getFieldValue(['lines', field.name]) as ScrapLineRow | undefined;
  const onHandOf = (row: ScrapLineRow | undefined) =>
    row ? props.onHand.get(goodsKey(row)) : undefined;

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: (_, lines: unknown[] | undefined) =>
            lines?.length ? Promise.resolve() : Promise.reject(new Error(t('scrap.noLines'))),
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
                <strong>{t('scrap.linesTitle')}</strong>
                <Flex align="center" gap={8}>
                  {!props.canAdd && (
                    <Typography.Text type="secondary">
                      {t('scrap.pickWarehouseFirst')}
                    </Typography.Text>
                  )}
                  <Button
                    icon={<PlusOutlined />}
                    disabled={!props.canAdd || fields.length >= MAX_DOCUMENT_LINES}
                    onClick={props.onAdd}
                  >
                    {t('scrap.actions.addLines')}
                  </Button>
                </Flex>
              </Flex>
            )}
            columns={[
              { title: '#', width: 48, render: (_: unknown, field) => field.name + 1 },
              {
                title: t('scrap.fields.product'),
                render: (_: unknown, field) => {
                  const row = rowOf(field);
                  return row ? `${row.productCode} · ${row.productName}` : '';
                },
              },
              {
                title: t('scrap.fields.poLine'),
                render: (_: unknown, field) => {
                  const row = rowOf(field);
                  return row?.poNumber ? `${row.poNumber} / ${row.poLineNo}` : t('scrap.noPoLine');
                },
              },
              {
                title: t('scrap.fields.onHand'),
                align: 'right',
                render: (_: unknown, field) => {
                  const known = onHandOf(rowOf(field));
                  return known === undefined ? '—' : formatQty(known);
                },
              },
              lineQtyColumn({
                title: t('scrap.fields.qty'),
                max: (field) => onHandOf(rowOf(field)) ?? 10_000_000,
                required: t('transfer.qtyRequired'),
                range: (max) => t('scrap.form.qtyRange', { max }),
                ariaLabel: (n) => t('scrap.form.lineQty', { n }),
              }),
              removeLineColumn({
                title: <VisuallyHidden>{t('table.rowActions', { ns: 'common' })}</VisuallyHidden>,
                ariaLabel: (n) => t('scrap.form.removeLine', { n }),
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

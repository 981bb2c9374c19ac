import { formatDate, formatQty, type DeliverablePoLine } from '@lading/shared';
import { Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteField } from './useDeliveryNotes';

/**
 * Picks PO lines to put on a note: the supplier's open lines that load at the warehouse,
 * with what each may still deliver; several at once. Lines already on the note show, not
 * offered again. The list is filtered here as the user types (PO number or product).
 */
export function PoLinePickerModal(props: {
  open: boolean;
  lines: DeliverablePoLine[];
  loading: boolean;
  /** PO lines already on the note */
  taken: ReadonlySet<number>;
  onPick(lines: DeliverablePoLine[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation('stock');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Key[]>([]);
  const title = (field: NoteField) => t(`deliveryNotes.page.fields.${field}`);
  const needle = keyword.trim().toLowerCase();
  const shown = props.lines.filter(
    (line) =>
      !needle ||
      [line.poNumber, line.productCode, line.productName].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
  const close = () => {
    setChosen([]);
    setKeyword('');
    props.onClose();
  };
  const pick = () => {
    const keys = new Set(chosen);
    props.onPick(props.lines.filter((line) => keys.has(line.poLineId)));
    close();
  };

  const columns: TableColumnsType<DeliverablePoLine> = [
    {
      title: title('poLine'),
      key: 'poLine',
      render: (_: unknown, line) => (
        <>
          {`${line.poNumber} / ${line.poLineNo}`}
          {props.taken.has(line.poLineId) && (
            <Tag style={{ marginInlineStart: 8 }}>{t('deliveryNotes.form.picker.onNote')}</Tag>
          )}
        </>
      ),
    },
    {
      title: title('product'),
      key: 'product',
      render: (_: unknown, line) => `${line.productCode} · ${line.productName}`,
    },
    { title: title('rdd'), dataIndex: 'rdd', key: 'rdd', render: (day: string) => formatDate(day) },
    {
      title: title('orderQty'),
      dataIndex: 'orderQty',
      key: 'orderQty',
      align: 'right',
      render: formatQty,
    },
    {
      title: title('deliverableQty'),
      dataIndex: 'deliverableQty',
      key: 'deliverableQty',
      align: 'right',
      render: formatQty,
    },
  ];

  return (
    <Modal
      open={props.open}
      width={920}
      title={t('deliveryNotes.form.picker.title')}
      okText={t('deliveryNotes.form.picker.add', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0 }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={pick}
      onCancel={close}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        aria-label={t('deliveryNotes.form.picker.search')}
        placeholder={t('deliveryNotes.form.picker.searchPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ width: 280, marginBottom: 12 }}
      />
      <Table<DeliverablePoLine>
        rowKey="poLineId"
        size="small"
        loading={props.loading}
        dataSource={shown}
        columns={columns}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('deliveryNotes.form.picker.empty') }}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: setChosen,
          getCheckboxProps: (line) => ({
            disabled: props.taken.has(line.poLineId) || line.deliverableQty <= 0,
            'aria-label': t('deliveryNotes.form.picker.select', {
              poNumber: line.poNumber,
              lineNo: line.poLineNo,
            }),
          }),
        }}
      />
    </Modal>
  );
}

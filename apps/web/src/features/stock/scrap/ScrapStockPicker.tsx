import { formatQty, type InventoryItem } from '@lading/shared';
import { Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsKey } from './scrap-form';

/** Picks goods on hand in the source warehouse (those not on the order yet) as new lines. */
export function ScrapStockPicker(props: {
  open: boolean;
  rows: InventoryItem[];
  loading: boolean;
  taken: ReadonlySet<string>;
  onPick(rows: InventoryItem[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation('stock');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<InventoryItem[]>([]);
  const needle = keyword.trim().toLowerCase();
  const shown = props.rows.filter(
    (row) =>
      row.qty > 0 &&
      !props.taken.has(goodsKey(row)) &&
      (!needle ||
        `${row.productCode} ${row.productName} ${row.poNumber ?? ''}`
          .toLowerCase()
          .includes(needle)),
  );
  const close = () => {
    setPicked([]);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t('scrap.pickerTitle')}
      width={760}
      okText={t('scrap.actions.addLines')}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={() => {
        props.onPick(picked);
        close();
      }}
      onCancel={close}
    >
      <Input.Search
        allowClear
        aria-label={t('scrap.fields.product')}
        placeholder={t('scrap.fields.product')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<InventoryItem>
        size="small"
        rowKey="key"
        loading={props.loading}
        dataSource={shown}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        rowSelection={{
          selectedRowKeys: picked.map((row) => row.key),
          onChange: (_, rows) => setPicked(rows),
          getCheckboxProps: (row) => ({
            'aria-label': t('scrap.form.selectRow', {
              product: row.productCode,
              poLine: row.poNumber ? `${row.poNumber}/${row.poLineNo}` : '',
            }),
          }),
        }}
        columns={[
          { title: t('scrap.fields.productCode'), dataIndex: 'productCode' },
          { title: t('scrap.fields.productName'), dataIndex: 'productName' },
          {
            title: t('scrap.fields.poLine'),
            render: (_: unknown, row) =>
              row.poNumber ? `${row.poNumber} / ${row.poLineNo}` : t('scrap.noPoLine'),
          },
          { title: t('scrap.fields.onHand'), dataIndex: 'qty', align: 'right', render: formatQty },
        ]}
      />
    </Modal>
  );
}

import { keptRowSelection } from '../../common/kept-selection';
import { ImportOutlined } from '@ant-design/icons';
import {
  deliveryNoteOperations as op,
  formatDate,
  formatDateTime,
  formatQty,
  type PendingLineItem,
} from '@lading/shared';
import { App, Button, Card, Flex, Typography, type InputRef, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../../api/call';
import { ApiError } from '../../../api/http';
import { usePermissions } from '../../../auth/session';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useListQuery } from '../../common/useListQuery';
import {
  PENDING_LINES_KEY,
  useNoteStatusName,
  type NoteField,
} from '../delivery-notes/useDeliveryNotes';
import { STOCK_WRITE } from '../stock-keys';
import { PendingLineFilterForm } from './PendingLineFilterForm';
import { ScanNoteInput } from './ScanNoteInput';
import { pendingRowsOf, type StockInRow } from './stock-in-form';
import { StockInModal } from './StockInModal';

/**
 * /stock/pendingWarehousing: the submitted delivery note lines not yet stocked in. Scanning
 * a note's barcode (or typing its number) shows that note and selects its lines; the chosen
 * lines are stocked in together (users with stock.write).
 */
export default function PendingWarehousingPage() {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const statusName = useNoteStatusName();
  const canStockIn = usePermissions().can(STOCK_WRITE);
  const list = useListQuery(op.pendingLines, { key: PENDING_LINES_KEY });
  /** The chosen lines by id, across pages and searches */
  const [chosen, setChosen] = useState<ReadonlyMap<number, StockInRow>>(new Map());
  const [stocking, setStocking] = useState(false);
  const scanField = useRef<InputRef>(null);
  const title = (field: NoteField) => t(`deliveryNotes.page.fields.${field}`);

  const scan = async (noteNo: string) => {
    let note;
    try {
      note = await call(op.byNumber, { params: { noteNo } }, { quiet: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void message.error(
        error.code === 404 ? t('stockIn.page.scanUnknown', { noteNo }) : error.message,
      );
      return;
    }
    const rows = pendingRowsOf(note);
    if (!rows.length) {
      void message.warning(
        t('stockIn.page.scanNothingPending', {
          noteNo: note.noteNo,
          status: statusName(note.status),
        }),
      );
      return;
    }
    list.setFilters({ noteNo: note.noteNo });
    if (canStockIn) setChosen(new Map(rows.map((row) => [row.id, row])));
    void message.success(t('stockIn.page.scanFound', { noteNo: note.noteNo, count: rows.length }));
  };

  const columns: TableColumnsType<PendingLineItem> = [
    { title: title('noteNo'), dataIndex: 'noteNo', key: 'noteNo', fixed: 'left' },
    { title: title('lineNo'), dataIndex: 'lineNo', key: 'lineNo', width: 64 },
    { title: title('supplier'), dataIndex: 'supplierName', key: 'supplierName' },
    { title: title('warehouse'), dataIndex: 'warehouseCode', key: 'warehouseCode' },
    {
      title: title('poLine'),
      key: 'poLine',
      render: (_: unknown, line) => `${line.poNumber} / ${line.poLineNo}`,
    },
    {
      title: title('product'),
      key: 'product',
      render: (_: unknown, line) => `${line.productCode} · ${line.productName}`,
    },
    { title: title('qty'), dataIndex: 'qty', key: 'qty', align: 'right', render: formatQty },
    {
      title: title('expectedArrival'),
      dataIndex: 'expectedArrival',
      key: 'expectedArrival',
      render: (day: string | null) => formatDate(day),
    },
    {
      title: title('submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      render: (at: string | null) => formatDateTime(at),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ScanNoteInput onScan={scan} inputRef={scanField} />
      </Card>
      <ListPage
        filters={
          <PendingLineFilterForm
            values={list.unpaged}
            onSearch={(filters) => {
              setChosen(new Map());
              list.setFilters(filters);
            }}
          />
        }
        toolbar={
          <>
            {canStockIn && (
              <>
                {chosen.size > 0 && (
                  <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
                    {t('stockIn.page.selected', { count: chosen.size })}
                  </Typography.Text>
                )}
                <Button
                  type="primary"
                  icon={<ImportOutlined />}
                  disabled={chosen.size === 0}
                  onClick={() => setStocking(true)}
                >
                  {t('stockIn.page.stockIn')}
                </Button>
              </>
            )}
            <ExportButton
              run={() => downloadFile(op.exportPendingLines, { query: list.unpaged })}
            />
          </>
        }
      >
        <PagedTable<PendingLineItem>
          list={list}
          columns={columns}
          rowSelection={
            canStockIn
              ? {
                  ...keptRowSelection(chosen, setChosen),
                  getCheckboxProps: (line) => ({
                    'aria-label': t('stockIn.page.selectLine', {
                      noteNo: line.noteNo,
                      lineNo: line.lineNo,
                    }),
                  }),
                }
              : undefined
          }
        />
      </ListPage>
      {stocking && (
        <StockInModal
          open
          rows={[...chosen.values()]}
          onClose={() => setStocking(false)}
          onDone={() => {
            setStocking(false);
            setChosen(new Map());
            // ready for the next note's barcode
            setTimeout(() => scanField.current?.focus());
          }}
        />
      )}
    </Flex>
  );
}

import { SHEET_PREVIEW_COLUMNS, SHEET_PREVIEW_ROWS, type SheetPreview } from '@lading/shared';
import { Alert, Empty, Table, Tabs, theme, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnLetters } from './sheet-columns';
import { useSheetPreview } from './useFiles';
import type { ViewerProps } from './viewer-props';
import { Loaded } from './ViewerStatus';

type Sheet = SheetPreview['sheets'][number];
interface SheetRow {
  key: number;
  cells: string[];
}

const ROWS_PER_PAGE = 100;

/** One sheet as the spreadsheet shows it: row numbers, columns A, B, C… */
function SheetTable({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('files');
  const width = sheet.rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  const columns: TableColumnsType<SheetRow> = [
    {
      title: t('sheet.row'),
      key: 'row',
      fixed: 'left',
      width: 64,
      align: 'right',
      render: (_, row) => row.key,
    },
    ...Array.from({ length: width }, (_, index) => ({
      title: columnLetters(index),
      key: String(index),
      render: (_: unknown, row: SheetRow) => row.cells[index] ?? '',
    })),
  ];
  return (
    <>
      {sheet.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('sheet.truncated', { rows: SHEET_PREVIEW_ROWS, columns: SHEET_PREVIEW_COLUMNS })}
        />
      )}
      <Table<SheetRow>
        size="small"
        bordered
        columns={columns}
        dataSource={sheet.rows.map((cells, index) => ({ key: index + 1, cells }))}
        locale={{ emptyText: t('sheet.empty') }}
        pagination={
          sheet.rows.length > ROWS_PER_PAGE
            ? { pageSize: ROWS_PER_PAGE, showSizeChanger: false }
            : false
        }
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

/** An Excel file, as the server reads it: one tab per sheet, its first rows as text. */
export default function SheetViewer({ file }: ViewerProps) {
  const { t } = useTranslation('files');
  const { token } = theme.useToken();
  const preview = useSheetPreview(file.id);
  return (
    <Loaded query={preview} fileId={file.id}>
      {({ sheets }) => (
        <div
          style={{
            flex: 1,
            minHeight: 0,
            overflow: 'auto',
            padding: '8px 24px 24px',
            background: token.colorBgContainer,
          }}
        >
          {sheets.length === 0 ? (
            <Empty description={t('sheet.noSheets')} />
          ) : (
            <Tabs
              items={sheets.map((sheet, index) => ({
                key: String(index),
                label: sheet.name,
                children: <SheetTable sheet={sheet} />,
              }))}
            />
          )}
        </div>
      )}
    </Loaded>
  );
}

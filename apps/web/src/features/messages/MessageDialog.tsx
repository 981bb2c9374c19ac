import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type StationMessage, formatDateTime } from '@lading/shared';
import { Alert, Button, DatePicker, Modal, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endDateDisabled, messageRange, startDateDisabled } from './date-range';
import { ReadDot } from './ReadDot';
import { useMessageList, useReadMessages } from './useMessages';

/** spec §2 message dialog: date range, read all, table of title / receive time / actions. */
export function MessageDialog(props: {
  open: boolean;
  onClose(): void;
  onView(m: StationMessage): void;
}) {
  const { t, i18n } = useTranslation('messages');
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const range = messageRange(start, end);
  const list = useMessageList({
    ...page,
    ...(range.valid ? { startTime: range.startTime, endTime: range.endTime } : {}),
  });
  const { readOne, readAll } = useReadMessages();

  return (
    <Modal open={props.open} onCancel={props.onClose} footer={null} width={760} title={t('title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker
          placeholder={t('startDate')}
          value={start}
          disabledDate={startDateDisabled(end)}
          onChange={(value) => {
            setStart(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <DatePicker
          placeholder={t('endDate')}
          value={end}
          disabledDate={endDateDisabled(start)}
          onChange={(value) => {
            setEnd(value);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Button onClick={() => readAll.mutate()} loading={readAll.isPending}>
          {t('readAll')}
        </Button>
      </Space>
      {!range.valid && (
        <Alert type="error" showIcon title={t('rangeInvalid')} style={{ marginBottom: 12 }} />
      )}
      <Table<StationMessage>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={[
          {
            title: t('messageTitle'),
            render: (_, m) => (
              <Space>
                <ReadDot read={m.readStatus !== 0} />
                {i18n.language === 'zh' ? m.titleCn || m.title : m.title}
              </Space>
            ),
          },
          {
            title: t('receiveTime'),
            dataIndex: 'receiveTime',
            width: 200,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('operations'),
            width: 180,
            render: (_, m) => (
              <Space>
                <Button size="small" type="link" onClick={() => props.onView(m)}>
                  {t('actions.view', { ns: 'common' })}
                </Button>
                <Button
                  size="small"
                  type="link"
                  disabled={m.readStatus !== 0}
                  onClick={() => readOne.mutate(m.id)}
                >
                  {t('markRead')}
                </Button>
              </Space>
            ),
          },
        ]}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('table.total', { ns: 'common', count: total }),
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </Modal>
  );
}

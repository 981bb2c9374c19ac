import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  STAGE_RECORD_EVENTS,
  formatDateTime,
  stageRecordValueName,
  supplierFileOperations as op,
  type StageRecordEvent,
  type StageRecordItem,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Result, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call, downloadFile } from '../../api/call';
import { ExportButton } from '../common/ExportButton';
import { FilterForm } from '../common/FilterForm';
import { FIRST_PAGE, tablePagination, type Paging } from '../common/paging';
import { positiveId } from '../suppliers/supplier-routes';
import { ddPaths, DD_KEY, useDdLabels } from './dd-labels';
import { ChoiceFilterItem } from './DdFilterItems';

interface FilterValues {
  event?: StageRecordEvent;
}

/**
 * /factory/stageRecord?id=N (opened from supplierStage): one supplier's stage moves,
 * uploads, file decisions, checks and status changes, newest first, by event; exportable.
 */
export default function StageRecordPage() {
  const { t } = useTranslation('dueDiligence');
  const common = useTranslation('common').t;
  const labels = useDdLabels();
  const navigate = useNavigate();
  const id = positiveId(useSearchParams()[0].get('id'));
  const [event, setEvent] = useState<StageRecordEvent | undefined>();
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [form] = Form.useForm<FilterValues>();
  const stage = useQuery({
    queryKey: [...DD_KEY, 'stage', id ?? 0],
    queryFn: () => call(op.stage, { params: { id: id! } }, { quiet: true }),
    enabled: id !== undefined,
  });
  const query = { event, ...paging };
  const records = useQuery({
    queryKey: [...DD_KEY, 'stageRecords', id ?? 0, query],
    queryFn: () => call(op.stageRecords, { params: { id: id! }, query }),
    enabled: stage.isSuccess,
    placeholderData: keepPreviousData,
  });

  if (id === undefined || stage.isError) {
    return <Result status="warning" title={t('records.notFound')} />;
  }
  if (!stage.data) return <Spin />;
  const { supplier } = stage.data;
  const value = (row: StageRecordItem, raw: string) =>
    raw ? stageRecordValueName(row.event, raw, labels.lang) : '—';

  return (
    <Card
      title={t('records.title', { code: supplier.code, name: supplier.shortName })}
      extra={
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => void navigate(ddPaths.supplierStage(id))}
        >
          {t('records.back')}
        </Button>
      }
    >
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 16 }}>
        <FilterForm<FilterValues>
          form={form}
          name="stage-record-filters"
          onSearch={(values) => {
            setEvent(values.event);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        >
          <ChoiceFilterItem
            name="event"
            label={t('fields.event')}
            options={STAGE_RECORD_EVENTS.map((each) => ({
              value: each,
              label: t(`events.${each}`),
            }))}
          />
        </FilterForm>
        <ExportButton
          run={() => downloadFile(op.stageRecordsExport, { params: { id }, query: { event } })}
        />
      </Flex>
      <Table<StageRecordItem>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={records.isFetching}
        dataSource={records.data?.list ?? []}
        pagination={tablePagination(common, paging, records.data?.total ?? 0)}
        onChange={(pagination) =>
          setPaging({
            pageNum: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? paging.pageSize,
          })
        }
        columns={[
          {
            title: t('fields.at'),
            dataIndex: 'createdAt',
            key: 'createdAt',
            render: (at: string) => (
              <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>
            ),
          },
          {
            title: t('fields.event'),
            dataIndex: 'event',
            key: 'event',
            render: (each: StageRecordEvent) => t(`events.${each}`),
          },
          {
            title: t('records.change'),
            key: 'change',
            width: 220,
            render: (_: unknown, row) =>
              row.fromValue
                ? `${value(row, row.fromValue)} → ${value(row, row.toValue)}`
                : value(row, row.toValue),
          },
          {
            title: t('fields.fileType'),
            key: 'fileType',
            width: 170,
            render: (_: unknown, row) => labels.fileType(row) || '—',
          },
          {
            title: t('fields.version'),
            dataIndex: 'versionNo',
            key: 'versionNo',
            align: 'right',
            render: (no: number | null) => no ?? '—',
          },
          { title: t('records.comment'), dataIndex: 'comment', key: 'comment', width: 240 },
          { title: t('fields.by'), dataIndex: 'username', key: 'username' },
        ]}
      />
    </Card>
  );
}

import {
  CHECK_RESULTS,
  CHECK_RESULT_NAMES,
  CHECK_STATUSES,
  CHECK_STATUS_NAMES,
  formatDateTime,
  type SupplierCheckItem,
} from '@lading/shared';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../common/FormModal';
import { CHECK_STATUS_COLORS, useDdLabels } from '../dd-labels';
import { useSaveCheck } from './useSupplierStage';

interface CheckValues {
  status: SupplierCheckItem['status'];
  score?: number | null;
  result?: SupplierCheckItem['result'];
  comment?: string;
  validFrom?: Dayjs | null;
  validUntil?: Dayjs | null;
}

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** spec §3 the profile's checks: status, score, result, comment, validity; recorded by reviewers. */
export function ChecksCard(props: {
  supplierId: number;
  checks: SupplierCheckItem[];
  canRecord: boolean;
}) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const [editing, setEditing] = useState<SupplierCheckItem>();
  const columns: TableColumnsType<SupplierCheckItem> = [
    { title: t('fields.check'), dataIndex: 'check', render: (check) => labels.check(check) },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (status: SupplierCheckItem['status']) => (
        <Tag color={CHECK_STATUS_COLORS[status]}>{labels.checkStatus(status)}</Tag>
      ),
    },
    {
      title: t('fields.score'),
      dataIndex: 'score',
      render: (score: number | null) => score ?? '—',
    },
    {
      title: t('fields.result'),
      dataIndex: 'result',
      render: (result: SupplierCheckItem['result']) =>
        result ? CHECK_RESULT_NAMES[result][labels.lang] : '—',
    },
    {
      title: t('stage.checkComment'),
      dataIndex: 'comment',
      render: (comment: string) => comment || '—',
    },
    {
      title: t('fields.validity'),
      key: 'validity',
      render: (_, row) =>
        row.validFrom || row.validUntil
          ? `${row.validFrom ?? '—'} – ${row.validUntil ?? '—'}`
          : '—',
    },
    {
      title: t('fields.updatedBy'),
      key: 'updated',
      render: (_, row) =>
        row.updatedBy ? `${row.updatedBy} · ${formatDateTime(row.updatedAt)}` : '—',
    },
    ...(props.canRecord
      ? [
          {
            title: t('stage.actions'),
            key: 'actions',
            render: (_: unknown, row: SupplierCheckItem) => (
              <Button
                type="link"
                size="small"
                aria-label={t('stage.editCheckLabel', { check: labels.check(row.check) })}
                onClick={() => setEditing(row)}
              >
                {t('stage.editCheck')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={t('stage.checks')} size="small">
      <Table<SupplierCheckItem>
        rowKey="check"
        size="small"
        dataSource={props.checks}
        columns={columns}
        pagination={false}
      />
      {editing && (
        <CheckDialog
          supplierId={props.supplierId}
          check={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}

function CheckDialog(props: { supplierId: number; check: SupplierCheckItem; onClose(): void }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const [form] = Form.useForm<CheckValues>();
  const save = useSaveCheck(props.supplierId);
  const { check } = props;
  return (
    <FormModal<CheckValues>
      open
      title={t('stage.checkTitle', { check: labels.check(check.check) })}
      name="check-form"
      form={form}
      firstField="status"
      initialValues={{
        status: check.status,
        score: check.score,
        result: check.result,
        comment: check.comment,
        validFrom: check.validFrom ? dayjs(check.validFrom) : null,
        validUntil: check.validUntil ? dayjs(check.validUntil) : null,
      }}
      saving={save.isPending}
      savedText={t('stage.checkSaved')}
      onSave={(values) =>
        save.mutateAsync({
          check: check.check,
          body: {
            status: values.status,
            score: values.score ?? null,
            result: values.result ?? null,
            comment: values.comment ?? '',
            validFrom: day(values.validFrom),
            validUntil: day(values.validUntil),
          },
        })
      }
      onClose={props.onClose}
    >
      <Form.Item name="status" label={t('fields.status')} rules={[{ required: true }]}>
        <Select options={labels.options(CHECK_STATUSES, CHECK_STATUS_NAMES)} />
      </Form.Item>
      <Form.Item name="score" label={t('fields.score')}>
        <InputNumber min={0} max={100} step={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="result" label={t('fields.result')}>
        <Select allowClear options={labels.options(CHECK_RESULTS, CHECK_RESULT_NAMES)} />
      </Form.Item>
      <Form.Item name="comment" label={t('stage.checkComment')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item name="validFrom" label={t('fields.validFrom')}>
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="validUntil" label={t('fields.validUntil')}>
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import {
  CODE_LEVELS,
  EXPORT_TASK_STATUSES,
  exportTaskOperations as op,
  type CodeLevel,
  type ExportTaskItem,
  type ExportTaskStatus,
} from '@lading/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useEditor } from '../../common/useEditor';
import { useListQuery, type ListFiltersOf, type ListQueryOf } from '../../common/useListQuery';
import { exportTaskColumns } from './export-task-columns';
import { EXPORT_TASKS_KEY, ExportTaskDialog } from './ExportTaskDialog';

/** spec §2 exportTask: a task still loading is asked again this often. */
export const EXPORT_POLL_MS = 2000;

type Filters = ListFiltersOf<typeof op.list>;
interface Values {
  status?: ExportTaskStatus | undefined;
  level?: CodeLevel | undefined;
  code?: string | undefined;
}

/**
 * /datas/exportTask (spec §2, §3 "Export record: time, main code, code level, status", §4
 * "Fail, Success, Loading"): the user's export tasks, newest first, with their progress
 * while loading (asked again every 2 s), the file to download once there, and the error of
 * a failed one; a new export by level and main code.
 */
export default function ExportTaskPage() {
  const { t } = useTranslation('serialData');
  const queryClient = useQueryClient();
  const list = useListQuery(op.list, { key: EXPORT_TASKS_KEY });
  const dialog = useEditor<never>();
  const loading = list.tableProps.dataSource.some((task) => task.status === 'loading');

  useEffect(() => {
    if (!loading) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: [...EXPORT_TASKS_KEY, 'list'] }),
      EXPORT_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [loading, queryClient]);

  // the rows stay while a poll runs: no spinner over them every 2 s
  const table = {
    tableProps: { ...list.tableProps, loading: list.tableProps.loading && !loading },
  };
  return (
    <ListPage
      filters={<ExportTaskFilterForm values={list.query} onSearch={list.setFilters} />}
      toolbar={
        <>
          {loading && (
            <Typography.Text type="secondary" style={{ marginInlineEnd: 'auto' }}>
              {t('tasks.running')}
            </Typography.Text>
          )}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={dialog.add}>
            {t('tasks.new')}
          </Button>
        </>
      }
    >
      <PagedTable<ExportTaskItem> list={table} columns={exportTaskColumns(t)} />
      <ExportTaskDialog
        key={dialog.key}
        open={dialog.open}
        linkToTasks={false}
        onClose={dialog.close}
      />
    </ListPage>
  );
}

/** The task list's filters: status, code level, main code (or its start). */
function ExportTaskFilterForm(props: {
  values: Partial<ListQueryOf<typeof op.list>>;
  onSearch(filters: Filters): void;
}) {
  const { t } = useTranslation('serialData');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  return (
    <FilterForm<Values>
      form={form}
      name="export-task-filters"
      values={{ status: shown.status, level: shown.level, code: shown.code }}
      onSearch={(values) =>
        props.onSearch({
          status: values.status,
          level: values.level,
          code: values.code?.trim() || undefined,
        })
      }
    >
      <Form.Item name="status" label={t('tasks.filters.status')}>
        <Select<ExportTaskStatus>
          allowClear
          style={{ width: 130 }}
          placeholder={t('tasks.filters.any')}
          options={EXPORT_TASK_STATUSES.map((status) => ({
            value: status,
            label: t(`tasks.statuses.${status}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="level" label={t('tasks.filters.level')}>
        <Select<CodeLevel>
          allowClear
          style={{ width: 130 }}
          placeholder={t('tasks.filters.any')}
          options={CODE_LEVELS.map((level) => ({
            value: level,
            label: t(`levels.${level}`, { ns: 'serials' }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('tasks.filters.code')}
        rules={[{ max: 80, message: t('rules.maxLength', { ns: 'common', max: 80 }) }]}
      >
        <Input allowClear placeholder={t('tasks.filters.codePlaceholder')} style={{ width: 200 }} />
      </Form.Item>
    </FilterForm>
  );
}

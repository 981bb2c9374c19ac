import {
  EXPORT_TASK_FORMATS,
  exportTaskOperations as op,
  MAX_CODE_LENGTH,
  PARENT_LEVELS,
  type CodeLevel,
  type CreateExportTaskRequest,
  type ExportTaskFormat,
  type ExportTaskItem,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { showServerErrors } from '../../admin/common/form-errors';
import { codeDataPaths } from '../code-data/code-data-screens';

/** Every query of the export tasks starts with this key (a new task refreshes the list). */
export const EXPORT_TASKS_KEY = ['serials', 'exportTasks'] as const;

/** The main code of a task asked for from a code's row or details. */
export interface ExportTarget {
  id: number;
  code: string;
  level: CodeLevel;
}

interface Values {
  level?: CodeLevel;
  code?: string;
  format: ExportTaskFormat;
}

/**
 * Asks for an export task (spec §2 exportTask): the codes under a main code — the one given
 * (`target`), or one chosen by level and code — as Excel, CSV or EPCIS. The task runs in the
 * background; the message says so with a link to the task list (`linkToTasks`).
 */
export function ExportTaskDialog(props: {
  open: boolean;
  target?: ExportTarget | undefined;
  linkToTasks?: boolean;
  onClose(): void;
  onCreated?(task: ExportTaskItem): void;
}) {
  const { t } = useTranslation('serialData');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { target } = props;
  const create = useMutation({
    mutationFn: (body: CreateExportTaskRequest) => call(op.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPORT_TASKS_KEY }),
  });

  const submit = async (values: Values) => {
    const body: CreateExportTaskRequest = target
      ? { codeId: target.id, format: values.format }
      : { level: values.level, code: values.code?.trim(), format: values.format };
    try {
      const task = await create.mutateAsync(body);
      const text = t('exportTask.created', { code: task.mainCode });
      const showLink = props.linkToTasks ?? true;
      void message.success({
        content: showLink ? (
          <>
            {text}{' '}
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => void navigate(codeDataPaths.exportTasks)}
            >
              {t('exportTask.open')}
            </Button>
          </>
        ) : (
          text
        ),
        duration: showLink ? 8 : 3,
      });
      props.onCreated?.(task);
      props.onClose();
    } catch (error) {
      // the HTTP client has toasted why; a field's message goes next to it
      showServerErrors(form, error);
    }
  };

  return (
    <Modal
      open={props.open}
      title={target ? t('exportTask.title', { code: target.code }) : t('exportTask.newTitle')}
      okText={t('exportTask.create')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ htmlType: 'submit', loading: create.isPending }}
      onCancel={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) form.getFieldInstance(target ? 'format' : 'code')?.focus?.();
      }}
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          layout="vertical"
          name="export-task"
          initialValues={{ level: 'container', format: 'xlsx' }}
          onFinish={(values) => void submit(values)}
        >
          {dom}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary">
        {target
          ? t('exportTask.scope', {
              code: target.code,
              level: t(`levels.${target.level}`, { ns: 'serials' }),
            })
          : t('exportTask.newScope')}
      </Typography.Paragraph>
      {!target && (
        <>
          <Form.Item name="level" label={t('exportTask.level')} rules={[{ required: true }]}>
            <Select<CodeLevel>
              options={PARENT_LEVELS.map((level) => ({
                value: level,
                label: t(`levels.${level}`, { ns: 'serials' }),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('exportTask.code')}
            rules={[
              { required: true, whitespace: true, message: t('exportTask.codeRequired') },
              {
                max: MAX_CODE_LENGTH,
                message: t('rules.maxLength', { ns: 'common', max: MAX_CODE_LENGTH }),
              },
            ]}
          >
            <Input autoComplete="off" placeholder={t('exportTask.codePlaceholder')} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="format"
        label={t('exportTask.format')}
        extra={t('exportTask.formatHelp')}
        rules={[{ required: true }]}
      >
        <Radio.Group
          options={EXPORT_TASK_FORMATS.map((format) => ({
            value: format,
            label: t(`exportTask.formats.${format}`),
          }))}
        />
      </Form.Item>
    </Modal>
  );
}

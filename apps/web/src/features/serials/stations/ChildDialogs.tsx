import {
  bindingOperations as op,
  formatDateTime,
  type BindEvent,
  type CodeLevel,
  type ParentLevel,
  type SerialCodeItem,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/http';
import { FormModal } from '../../common/FormModal';
import { parentLevelsOf, SERIALS_KEY } from './station-levels';

/** A bound code's line action: unbind it, move it under another parent, read its history. */
export type ChildDialog = {
  kind: 'unbind' | 'move' | 'history';
  child: SerialCodeItem;
  parentCode: string;
  /** the station's parent level: where a moved code most likely goes */
  parentLevel: ParentLevel;
} | null;

/** The dialog open on the station, if any; `onUnbound` and `onMoved` get the changed code. */
export function ChildDialogs(props: {
  dialog: ChildDialog;
  onClose(): void;
  onUnbound(child: SerialCodeItem): void;
  onMoved(child: SerialCodeItem, parentCode: string): void;
}) {
  const { dialog } = props;
  return (
    <>
      {dialog?.kind === 'unbind' && (
        <UnbindModal
          child={dialog.child}
          parentCode={dialog.parentCode}
          onClose={props.onClose}
          onDone={props.onUnbound}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveModal
          child={dialog.child}
          parentLevel={dialog.parentLevel}
          onClose={props.onClose}
          onDone={props.onMoved}
        />
      )}
      <HistoryDrawer
        child={dialog?.kind === 'history' ? dialog.child : null}
        onClose={props.onClose}
      />
    </>
  );
}

interface ReasonForm {
  reason: string;
}

function ReasonField() {
  const { t } = useTranslation('serials');
  return (
    <Form.Item
      name="reason"
      label={t('fields.reason')}
      rules={[{ required: true, whitespace: true, message: t('stations.reasonRequired') }]}
    >
      <Input.TextArea rows={3} maxLength={300} showCount />
    </Form.Item>
  );
}

/** Unbind: the code leaves its parent; the reason (required) is kept in its history. */
function UnbindModal(props: {
  child: SerialCodeItem;
  parentCode: string;
  onClose(): void;
  onDone(child: SerialCodeItem): void;
}) {
  const { t } = useTranslation('serials');
  const [form] = Form.useForm<ReasonForm>();
  const [saving, setSaving] = useState(false);
  const code = props.child.code;
  return (
    <FormModal<ReasonForm, SerialCodeItem>
      open
      title={t('stations.unbind.title', { code })}
      name="station-unbind"
      form={form}
      firstField="reason"
      saving={saving}
      okText={t('stations.unbind.ok')}
      savedText={() => t('stations.unbind.done', { code })}
      onSave={async ({ reason }) => {
        setSaving(true);
        try {
          const child = await call(op.unbind, { params: { id: props.child.id }, body: { reason } });
          props.onDone(child);
          return child;
        } finally {
          setSaving(false);
        }
      }}
      onClose={props.onClose}
    >
      <Typography.Paragraph>
        {t('stations.unbind.confirm', { code, parent: props.parentCode })}
      </Typography.Paragraph>
      <ReasonField />
    </FormModal>
  );
}

interface MoveForm extends ReasonForm {
  level: CodeLevel;
  code: string;
}

/**
 * Move to…: the new parent is looked up by its level and code (Find, or Enter in the code
 * field), then the code is re-bound there with a reason, in one step on the server.
 */
function MoveModal(props: {
  child: SerialCodeItem;
  parentLevel: ParentLevel;
  onClose(): void;
  onDone(child: SerialCodeItem, parentCode: string): void;
}) {
  const { t } = useTranslation('serials');
  const [form] = Form.useForm<MoveForm>();
  const [saving, setSaving] = useState(false);
  const [found, setFound] = useState<SerialCodeItem | null>(null);
  const [finding, setFinding] = useState(false);
  const levels = parentLevelsOf(props.child.level);
  const code = props.child.code;

  const find = async () => {
    const { level, code: parentCode } = form.getFieldsValue(['level', 'code']) as MoveForm;
    setFound(null);
    if (!parentCode?.trim()) return;
    setFinding(true);
    try {
      const parent = await call(
        op.find,
        { query: { level, code: parentCode.trim() } },
        { quiet: true },
      );
      setFound(parent);
      form.setFields([{ name: 'code', errors: [] }]);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      form.setFields([{ name: 'code', errors: [failure.message] }]);
    } finally {
      setFinding(false);
    }
  };

  return (
    <FormModal<MoveForm, SerialCodeItem>
      open
      title={t('stations.move.title', { code })}
      name="station-move"
      form={form}
      initialValues={{
        level: levels.includes(props.parentLevel) ? props.parentLevel : levels[0],
      }}
      firstField="code"
      saving={saving}
      okText={t('stations.move.ok')}
      savedText={() => t('stations.move.done', { code, parent: found?.code ?? '' })}
      onSave={async ({ reason }) => {
        setSaving(true);
        try {
          const child = await call(op.rebind, {
            params: { id: props.child.id },
            body: { parentId: found!.id, reason },
          });
          props.onDone(child, found!.code);
          return child;
        } finally {
          setSaving(false);
        }
      }}
      onClose={props.onClose}
    >
      <Form.Item name="level" label={t('stations.move.level')}>
        <Select<CodeLevel>
          options={levels.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          onChange={() => setFound(null)}
        />
      </Form.Item>
      <Form.Item label={t('stations.move.code')} htmlFor="station-move_code" required>
        <Flex gap={8}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              {
                validator: () =>
                  found
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('stations.move.notFound'))),
              },
            ]}
          >
            <Input
              autoComplete="off"
              onChange={() => setFound(null)}
              onPressEnter={(event) => {
                event.preventDefault();
                void find();
              }}
            />
          </Form.Item>
          <Button loading={finding} onClick={() => void find()}>
            {t('stations.move.find')}
          </Button>
        </Flex>
      </Form.Item>
      {found && (
        <Alert
          type={found.closed ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={
            found.closed
              ? t('stations.move.foundClosed', { code: found.code })
              : t('stations.move.found', { code: found.code })
          }
          description={[found.productCode, found.supplierCode].filter(Boolean).join(' · ')}
        />
      )}
      <ReasonField />
    </FormModal>
  );
}

/** A code's binding history: binds, unbinds and moves with their reasons, newest first. */
function HistoryDrawer(props: { child: SerialCodeItem | null; onClose(): void }) {
  const { t } = useTranslation('serials');
  const id = props.child?.id;
  const history = useQuery({
    queryKey: [...SERIALS_KEY, 'history', id ?? 0],
    queryFn: () => call(op.history, { params: { id: id! } }),
    enabled: id !== undefined,
  });
  return (
    <Drawer
      open={props.child !== null}
      onClose={props.onClose}
      size="min(860px, 100vw)"
      title={props.child ? t('stations.history.title', { code: props.child.code }) : ''}
      destroyOnHidden
    >
      <Table<BindEvent>
        size="small"
        rowKey="id"
        loading={history.isLoading}
        pagination={false}
        dataSource={history.data ?? []}
        locale={{ emptyText: t('stations.history.empty') }}
        columns={[
          { title: t('fields.at'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
          {
            title: t('fields.action'),
            dataIndex: 'action',
            render: (action: BindEvent['action']) => t(`bindActions.${action}`),
          },
          { title: t('fields.user'), dataIndex: 'username', render: (name) => name ?? '—' },
          { title: t('fields.from'), dataIndex: 'fromParentCode', render: (c) => c ?? '—' },
          { title: t('fields.to'), dataIndex: 'toParentCode', render: (c) => c ?? '—' },
          { title: t('fields.reason'), dataIndex: 'reason' },
        ]}
      />
    </Drawer>
  );
}

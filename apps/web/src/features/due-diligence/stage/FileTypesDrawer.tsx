import {
  FILE_FORMATS,
  FILE_FORMAT_NAMES,
  FILE_TYPE_KINDS,
  FILE_TYPE_KIND_NAMES,
  SUPPLY_STAGES,
  type FileTypeItem,
  type SaveFileTypeRequest,
} from '@lading/shared';
import {
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../common/FormModal';
import { useSupplierLabels } from '../../suppliers/supplier-labels';
import { useDdLabels } from '../dd-labels';
import { useFileTypes, useSaveFileType } from './useSupplierStage';

type Editing = { type?: FileTypeItem } | undefined;

/** The file types each stage needs: listed, added and edited (suppliers.write). */
export function FileTypesDrawer(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const supplierLabels = useSupplierLabels();
  const types = useFileTypes(props.open);
  const [editing, setEditing] = useState<Editing>();
  const name = (type: FileTypeItem) => (labels.lang === 'zh' ? type.nameCn : type.name);
  const columns: TableColumnsType<FileTypeItem> = [
    {
      title: t('fields.stage'),
      dataIndex: 'stage',
      render: (stage) => supplierLabels.stage(stage),
    },
    { title: t('fields.fileType'), key: 'name', render: (_, row) => name(row) },
    { title: t('fields.kind'), dataIndex: 'kind', render: (kind) => labels.kind(kind) },
    {
      title: t('fields.formats'),
      dataIndex: 'formats',
      render: (formats: string[]) => formats.map((f) => f.toUpperCase()).join(', '),
    },
    {
      title: t('fields.validity'),
      key: 'validity',
      render: (_, row) =>
        row.expiryControl
          ? row.defaultValidityMonths
            ? t('stage.months', { count: row.defaultValidityMonths })
            : t('fields.expiryControl')
          : t('stage.noValidity'),
    },
    {
      title: t('fields.required'),
      dataIndex: 'required',
      render: (required: boolean) => (required ? t('yes') : t('no')),
    },
    {
      title: t('fields.active'),
      dataIndex: 'active',
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'default'}>
          {active ? t('stage.inUse') : t('stage.notInUse')}
        </Tag>
      ),
    },
    {
      title: t('stage.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          aria-label={t('stage.editFileTypeLabel', { name: name(row) })}
          onClick={() => setEditing({ type: row })}
        >
          {t('actions.edit', { ns: 'common' })}
        </Button>
      ),
    },
  ];
  return (
    <Drawer
      open={props.open}
      width={1000}
      title={t('stage.fileTypesTitle')}
      onClose={props.onClose}
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t('stage.addFileType')}
        </Button>
      }
    >
      <Table<FileTypeItem>
        rowKey="id"
        size="small"
        loading={types.isLoading}
        dataSource={types.data ?? []}
        columns={columns}
        pagination={false}
      />
      {editing && <FileTypeDialog type={editing.type} onClose={() => setEditing(undefined)} />}
    </Drawer>
  );
}

function FileTypeDialog(props: { type: FileTypeItem | undefined; onClose(): void }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const supplierLabels = useSupplierLabels();
  const [form] = Form.useForm<SaveFileTypeRequest>();
  const save = useSaveFileType();
  const expiry = Form.useWatch('expiryControl', form) ?? props.type?.expiryControl ?? false;
  return (
    <FormModal<SaveFileTypeRequest>
      open
      title={props.type ? t('stage.editFileType') : t('stage.addFileType')}
      name="file-type-form"
      form={form}
      firstField="stage"
      adding={!props.type}
      conflictField="name"
      initialValues={
        props.type ?? {
          kind: 'other',
          formats: ['pdf'],
          expiryControl: false,
          defaultValidityMonths: null,
          required: true,
          active: true,
          sortOrder: 0,
        }
      }
      saving={save.isPending}
      savedText={t('stage.fileTypeSaved')}
      onSave={(values) =>
        save.mutateAsync({
          id: props.type?.id,
          body: {
            ...values,
            defaultValidityMonths: values.expiryControl
              ? (values.defaultValidityMonths ?? null)
              : null,
            sortOrder: values.sortOrder ?? 0,
          },
        })
      }
      onClose={props.onClose}
    >
      <Form.Item name="stage" label={t('fields.stage')} rules={[{ required: true }]}>
        <Select
          options={SUPPLY_STAGES.map((stage) => ({
            value: stage,
            label: supplierLabels.stage(stage),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('fields.nameEn')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="nameCn"
        label={t('fields.nameCn')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="kind" label={t('fields.kind')} rules={[{ required: true }]}>
        <Select options={labels.options(FILE_TYPE_KINDS, FILE_TYPE_KIND_NAMES)} />
      </Form.Item>
      <Form.Item
        name="formats"
        label={t('fields.formats')}
        // a validator, not `required`: antd would put aria-required on the group's div
        rules={[
          {
            validator: (_, formats?: string[]) =>
              formats?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('stage.formatsRequired'))),
          },
        ]}
      >
        <Checkbox.Group options={labels.options(FILE_FORMATS, FILE_FORMAT_NAMES)} />
      </Form.Item>
      <Form.Item name="expiryControl" label={t('fields.expiryControl')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {expiry && (
        <Form.Item name="defaultValidityMonths" label={t('fields.defaultValidityMonths')}>
          <InputNumber min={1} max={120} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="required" label={t('fields.required')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="active" label={t('fields.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sortOrder" label={t('fields.sortOrder')}>
        <InputNumber min={0} max={999} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}

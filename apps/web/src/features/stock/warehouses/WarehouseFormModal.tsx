import {
  WAREHOUSE_CODE,
  WAREHOUSE_TYPE_NAMES,
  WAREHOUSE_TYPES,
  warehouseOperations,
  type WarehouseItem,
  type WarehouseType,
} from '@lading/shared';
import { Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPointSelect, type LoadingPointOption } from '../../orders/LoadingPointSelect';
import type { ReferenceFormProps } from '../../reference/common/ReferenceListPage';
import { ReferenceFormModal } from '../../reference/common/ReferenceFormModal';
import { requiredText } from '../../reference/common/form-rules';
import { languageOf } from '../stock-format';

/** The form's values; `loadingPointId` is named as the body's so a server refusal lands on it. */
type Values = {
  code: string;
  name: string;
  type: WarehouseType;
  loadingPointId?: LoadingPointOption | undefined;
  active: boolean;
};

const initialValues = (record: WarehouseItem | undefined): Partial<Values> =>
  record
    ? {
        code: record.code,
        name: record.name,
        type: record.type,
        active: record.active,
        loadingPointId:
          record.loadingPointId === null
            ? undefined
            : { value: record.loadingPointId, label: record.loadingPointName ?? '' },
      }
    : { type: 'loading', active: true };

/**
 * The loading point: required for a loading warehouse, cleared and disabled for the others
 * (the contract refuses a loading point on a scrap warehouse or rework area).
 */
function LoadingPointField() {
  const { t } = useTranslation('stock');
  const form = Form.useFormInstance<Values>();
  // the watch is empty on the first render: the initial type is the form's
  const type = Form.useWatch('type', form) ?? form.getFieldValue('type');
  const loading = type === 'loading';
  useEffect(() => {
    if (!loading) form.setFieldValue('loadingPointId', undefined);
  }, [form, loading]);
  return (
    <Form.Item
      name="loadingPointId"
      label={t('warehouses.loadingPoint')}
      extra={t('warehouses.page.loadingPointHint')}
      required={loading}
      // read at validation time: a type just chosen counts before the next render
      rules={[
        ({ getFieldValue }) => ({
          validator: (_, value: LoadingPointOption | undefined) =>
            getFieldValue('type') === 'loading' && !value
              ? Promise.reject(new Error(t('warehouses.page.rules.loadingPointRequired')))
              : Promise.resolve(),
        }),
      ]}
    >
      <LoadingPointSelect
        disabled={!loading}
        placeholder={t('warehouses.page.loadingPointPlaceholder')}
        style={{ width: 260 }}
      />
    </Form.Item>
  );
}

/**
 * Add or edit a warehouse: its code (capitals, digits, _ and -; typed lower case it is raised),
 * name, type, the loading point of a loading warehouse, and whether it takes new moves.
 */
export function WarehouseFormModal(props: ReferenceFormProps<WarehouseItem>) {
  const { t, i18n } = useTranslation('stock');
  const lang = languageOf(i18n.language);
  const { record } = props;
  return (
    <ReferenceFormModal
      {...props}
      operations={warehouseOperations}
      title={
        record
          ? t('warehouses.page.editTitle', { code: record.code })
          : t('warehouses.page.addTitle')
      }
      name="warehouse-form"
      initialValues={initialValues(record)}
      firstField="code"
      conflictField="code"
      toBody={(values: Values) => ({
        code: values.code.trim().toUpperCase(),
        name: values.name.trim(),
        type: values.type,
        loadingPointId: values.type === 'loading' ? (values.loadingPointId?.value ?? null) : null,
        active: values.active,
      })}
    >
      <Form.Item
        name="code"
        label={t('warehouses.code')}
        extra={t('warehouses.page.codeHint')}
        normalize={(value: string) => value.toUpperCase()}
        rules={[
          ...requiredText(t, t('warehouses.page.rules.codeRequired'), 20),
          { pattern: WAREHOUSE_CODE, message: t('warehouses.page.rules.codeFormat') },
        ]}
      >
        <Input autoComplete="off" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('warehouses.name')}
        rules={requiredText(t, t('warehouses.page.rules.nameRequired'), 100)}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="type"
        label={t('warehouses.type')}
        rules={[{ required: true, message: t('warehouses.page.rules.typeRequired') }]}
      >
        <Select
          style={{ width: 260 }}
          options={WAREHOUSE_TYPES.map((type) => ({
            value: type,
            label: WAREHOUSE_TYPE_NAMES[type][lang],
          }))}
        />
      </Form.Item>
      <LoadingPointField />
      <Form.Item
        name="active"
        label={t('warehouses.active')}
        valuePropName="checked"
        extra={t('warehouses.page.activeHint')}
      >
        <Switch
          checkedChildren={t('warehouses.page.activeTag')}
          unCheckedChildren={t('warehouses.page.inactiveTag')}
        />
      </Form.Item>
    </ReferenceFormModal>
  );
}

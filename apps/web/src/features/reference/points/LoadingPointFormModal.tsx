import {
  loadingPointOperations,
  type LoadingPointItem,
  type SaveLoadingPointRequest,
} from '@lading/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferenceFormProps } from '../common/ReferenceListPage';
import { optionalText, requiredText } from '../common/form-rules';
import { ReferenceFormModal } from '../common/ReferenceFormModal';

/** Add or edit a loading location: a unique name, a short name and an address. */
export function LoadingPointFormModal(props: ReferenceFormProps<LoadingPointItem>) {
  const { t } = useTranslation('reference');
  const { record } = props;

  return (
    <ReferenceFormModal
      {...props}
      operations={loadingPointOperations}
      title={record ? t('points.editTitle', { name: record.name }) : t('points.addTitle')}
      name="loading-point-form"
      initialValues={record ?? {}}
      firstField="name"
      conflictField="name"
      toBody={(values: SaveLoadingPointRequest) => ({
        name: values.name.trim(),
        shortName: values.shortName.trim(),
        address: (values.address ?? '').trim(),
      })}
    >
      <Form.Item
        name="name"
        label={t('points.name')}
        rules={requiredText(t, t('points.rules.nameRequired'), 100)}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="shortName"
        label={t('points.shortName')}
        rules={requiredText(t, t('points.rules.shortNameRequired'), 30)}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('points.address')} rules={optionalText(t, 300)}>
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
    </ReferenceFormModal>
  );
}

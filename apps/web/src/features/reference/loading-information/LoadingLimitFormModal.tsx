import {
  loadingLimitOperations,
  saveLoadingLimitRequest,
  type LoadingLimitItem,
  type SaveLoadingLimitRequest,
} from '@lading/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferenceFormProps } from '../common/ReferenceListPage';
import { countryName } from '../common/format';
import { optionalText, requiredNumber } from '../common/form-rules';
import { ReferenceFormModal } from '../common/ReferenceFormModal';
import { containerTypeOptions } from './country-options';
import { CountrySelect } from './CountrySelect';

/**
 * Add or edit the weight limit of one container type to one destination country (one
 * row per pair: the server refuses a second one).
 */
export function LoadingLimitFormModal(props: ReferenceFormProps<LoadingLimitItem>) {
  const { t, i18n } = useTranslation('reference');
  const { record } = props;

  return (
    <ReferenceFormModal
      {...props}
      operations={loadingLimitOperations}
      title={
        record
          ? t('loadingLimits.editTitle', {
              country: countryName(record.country, i18n.language),
              type: record.containerType,
            })
          : t('loadingLimits.addTitle')
      }
      name="loading-limit-form"
      initialValues={record ?? {}}
      firstField="country"
      conflictField="country"
      toBody={(values: SaveLoadingLimitRequest) => ({
        country: values.country,
        containerType: values.containerType,
        maxPayloadKg: values.maxPayloadKg,
        note: (values.note ?? '').trim(),
      })}
    >
      <Form.Item
        name="country"
        label={t('loadingLimits.country')}
        rules={[{ required: true, message: t('loadingLimits.rules.countryRequired') }]}
      >
        <CountrySelect showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="containerType"
        label={t('loadingLimits.containerType')}
        rules={[{ required: true, message: t('loadingLimits.rules.containerTypeRequired') }]}
      >
        <Select options={containerTypeOptions} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="maxPayloadKg"
        label={t('loadingLimits.maxPayloadKg')}
        rules={requiredNumber(saveLoadingLimitRequest.shape.maxPayloadKg, {
          required: t('loadingLimits.rules.maxPayloadRequired'),
          invalid: t('common.kgRange'),
        })}
      >
        <InputNumber<number> style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="note" label={t('common.note')} rules={optionalText(t, 300)}>
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
    </ReferenceFormModal>
  );
}

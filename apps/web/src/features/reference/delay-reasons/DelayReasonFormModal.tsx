import {
  DELAY_REASON_CODE,
  DELAY_REASON_CODE_MAX,
  delayReasonOperations,
  type DelayReasonItem,
  type SaveDelayReasonRequest,
} from '@lading/shared';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferenceFormProps } from '../common/ReferenceListPage';
import { ReferenceFormModal } from '../common/ReferenceFormModal';
import { requiredText } from '../common/form-rules';

type Values = SaveDelayReasonRequest;

/**
 * Add or edit a delay reason code: the code (capitals, digits and _; typed lower case it is
 * raised), its English and Chinese names and whether it is offered.
 */
export function DelayReasonFormModal(props: ReferenceFormProps<DelayReasonItem>) {
  const { t } = useTranslation('tracking');
  const { record } = props;

  return (
    <ReferenceFormModal
      {...props}
      operations={delayReasonOperations}
      title={
        record ? t('delayReasons.editTitle', { code: record.code }) : t('delayReasons.addTitle')
      }
      name="delay-reason-form"
      initialValues={record ?? { active: true }}
      firstField="code"
      conflictField="code"
      toBody={(values: Values) => ({
        code: values.code.trim().toUpperCase(),
        nameEn: values.nameEn.trim(),
        nameZh: values.nameZh.trim(),
        active: values.active,
      })}
    >
      <Form.Item
        name="code"
        label={t('delayReasons.code')}
        extra={t('delayReasons.codeHint')}
        normalize={(value: string) => value.toUpperCase()}
        rules={[
          ...requiredText(t, t('delayReasons.rules.codeRequired'), DELAY_REASON_CODE_MAX),
          { pattern: DELAY_REASON_CODE, message: t('delayReasons.rules.codeFormat') },
        ]}
      >
        <Input autoComplete="off" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('delayReasons.nameEn')}
        rules={requiredText(t, t('delayReasons.rules.nameEnRequired'), 100)}
      >
        <Input autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item
        name="nameZh"
        label={t('delayReasons.nameZh')}
        rules={requiredText(t, t('delayReasons.rules.nameZhRequired'), 100)}
      >
        <Input autoComplete="off" lang="zh" />
      </Form.Item>
      <Form.Item
        name="active"
        label={t('delayReasons.status')}
        valuePropName="checked"
        extra={t('delayReasons.activeHint')}
      >
        <Switch
          checkedChildren={t('delayReasons.active')}
          unCheckedChildren={t('delayReasons.inactive')}
        />
      </Form.Item>
    </ReferenceFormModal>
  );
}

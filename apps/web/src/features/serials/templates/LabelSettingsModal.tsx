import { saveLabelSettingsRequest, translateError, type LabelSettings } from '@lading/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../common/FormModal';
import { useFocusReturn } from '../../common/use-focus-return';
import { matchesSchema } from '../../reference/common/form-rules';
import { languageOf } from '../../stock/stock-format';
import { useTemplateMutations } from './useTemplates';

/**
 * The pallet labels' GS1 settings (the page mounts it while open, once they are read): the
 * company prefix (a pallet label carries an SSCC when it is set) and the SSCC extension digit.
 */
export function LabelSettingsModal(props: { settings: LabelSettings; onClose(): void }) {
  const { t, i18n } = useTranslation('serials');
  const lang = languageOf(i18n.language);
  const [form] = Form.useForm<LabelSettings>();
  const { saveLabelSettings } = useTemplateMutations();
  useFocusReturn();
  return (
    <FormModal<LabelSettings>
      open
      title={t('templates.labelSettings.title')}
      name="label-settings"
      form={form}
      firstField="gs1CompanyPrefix"
      initialValues={props.settings}
      saving={saveLabelSettings.isPending}
      savedText={t('templates.messages.labelSettingsSaved')}
      onSave={(values) =>
        saveLabelSettings.mutateAsync({
          gs1CompanyPrefix: (values.gs1CompanyPrefix ?? '').trim(),
          ssccExtension: values.ssccExtension,
        })
      }
      onClose={props.onClose}
    >
      <Form.Item
        name="gs1CompanyPrefix"
        label={t('templates.labelSettings.gs1CompanyPrefix')}
        extra={t('templates.labelSettings.gs1Help')}
        rules={[
          matchesSchema(
            saveLabelSettingsRequest.shape.gs1CompanyPrefix,
            translateError(lang, 'serials.companyPrefixFormat'),
          ),
        ]}
      >
        <Input inputMode="numeric" maxLength={12} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="ssccExtension"
        label={t('templates.labelSettings.ssccExtension')}
        extra={t('templates.labelSettings.ssccHelp')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 0,
            max: 9,
            message: t('templates.labelSettings.ssccHelp'),
          },
        ]}
      >
        <InputNumber<number> min={0} max={9} precision={0} style={{ width: 120 }} />
      </Form.Item>
    </FormModal>
  );
}

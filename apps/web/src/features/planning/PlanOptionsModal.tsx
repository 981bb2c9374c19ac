import type { ContainerTypeItem } from '@lading/shared';
import { Checkbox, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanChoices } from './plan-context';

interface Values {
  utilizationTargetPct: number | null;
  allowMixedRdd: boolean;
}

/** The plan's options: a utilization target for this plan, and whether RDDs may mix. */
export function PlanOptionsModal(props: {
  choices: PlanChoices;
  types: readonly ContainerTypeItem[] | undefined;
  onApply(choices: PlanChoices): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('planning');
  const [form] = Form.useForm<Values>();
  const targets = (props.types ?? [])
    .map((type) => `${type.code} ${type.utilizationTargetPct}%`)
    .join(i18n.language === 'zh' ? '、' : ', ');
  return (
    <Modal
      open
      title={t('options.title')}
      okText={t('options.ok')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={480}
    >
      <Form<Values>
        form={form}
        name="plan-options"
        layout="vertical"
        initialValues={props.choices}
        onFinish={(values) => {
          props.onApply({
            utilizationTargetPct: values.utilizationTargetPct ?? null,
            allowMixedRdd: values.allowMixedRdd,
          });
          props.onClose();
        }}
      >
        <Form.Item
          name="utilizationTargetPct"
          label={t('options.target')}
          extra={t('options.targetHelp', { targets })}
        >
          <InputNumber<number> min={1} max={100} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="allowMixedRdd" valuePropName="checked">
          <Checkbox>{t('options.mixedRdd')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

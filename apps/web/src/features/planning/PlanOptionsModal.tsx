import type { ContainerTypeItem } from '@lading/shared';
import { Checkbox, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_IMPROVE_BUDGET_SECONDS, type PlanChoices } from './plan-context';
import { useFocusReturn } from '../common/use-focus-return';

interface Values {
  utilizationTargetPct: number | null;
  allowMixedRdd: boolean;
  improveBudgetSeconds: number | null;
}

/**
 * The plan's options: a utilization target for this plan, whether RDDs may mix, and how
 * long auto-plan may improve its plan.
 */
export function PlanOptionsModal(props: {
  choices: PlanChoices;
  types: readonly ContainerTypeItem[] | undefined;
  onApply(choices: PlanChoices): void;
  onClose(): void;
}) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
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
            improveBudgetSeconds: values.improveBudgetSeconds!,
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
        <Form.Item
          name="improveBudgetSeconds"
          label={t('options.budget')}
          extra={t('options.budgetHelp')}
          rules={[
            {
              required: true,
              message: t('options.budgetRange', { max: MAX_IMPROVE_BUDGET_SECONDS }),
            },
            {
              type: 'number',
              min: 0,
              max: MAX_IMPROVE_BUDGET_SECONDS,
              message: t('options.budgetRange', { max: MAX_IMPROVE_BUDGET_SECONDS }),
            },
          ]}
        >
          <InputNumber<number> step={0.5} precision={1} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

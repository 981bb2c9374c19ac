import {
  SUPPLIER_STATUSES,
  SUPPLY_STAGES,
  type SupplierStageView,
  type SupplierStatus,
  type SupplyStage,
} from '@lading/shared';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../common/FormModal';
import { useSupplierLabels } from '../../suppliers/supplier-labels';
import { useMoveStage, useRequestStatus } from './useSupplierStage';

type Supplier = SupplierStageView['supplier'];

/** Moves the supplier to another supply stage, with a comment for the stage record. */
export function MoveStageDialog(props: { supplier: Supplier; onClose(): void }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useSupplierLabels();
  const [form] = Form.useForm<{ stage: SupplyStage; comment?: string }>();
  const move = useMoveStage(props.supplier.id);
  return (
    <FormModal<{ stage: SupplyStage; comment?: string }>
      open
      title={t('stage.moveStageTitle', { name: props.supplier.shortName })}
      name="move-stage-form"
      form={form}
      firstField="stage"
      saving={move.isPending}
      savedText={(_saved) => t('stage.moved', { stage: labels.stage(form.getFieldValue('stage')) })}
      onSave={(values) => move.mutateAsync({ stage: values.stage, comment: values.comment ?? '' })}
      onClose={props.onClose}
    >
      <Form.Item name="stage" label={t('fields.stage')} rules={[{ required: true }]}>
        <Select
          options={SUPPLY_STAGES.filter((stage) => stage !== props.supplier.supplyStage).map(
            (stage) => ({ value: stage, label: labels.stage(stage) }),
          )}
        />
      </Form.Item>
      <Form.Item name="comment" label={t('fields.comment')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

/** Asks the approving group to change the supplier's status (avlApproval decides it). */
export function RequestStatusDialog(props: { supplier: Supplier; onClose(): void }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useSupplierLabels();
  const [form] = Form.useForm<{ toStatus: SupplierStatus; reason: string }>();
  const request = useRequestStatus();
  return (
    <FormModal<{ toStatus: SupplierStatus; reason: string }>
      open
      title={t('stage.requestTitle', { name: props.supplier.shortName })}
      name="request-status-form"
      form={form}
      firstField="toStatus"
      saving={request.isPending}
      savedText={t('stage.requested')}
      onSave={(values) =>
        request.mutateAsync({
          supplierId: props.supplier.id,
          toStatus: values.toStatus,
          reason: values.reason,
        })
      }
      onClose={props.onClose}
    >
      <Form.Item label={t('fields.fromStatus')}>
        <Typography.Text>{labels.status(props.supplier.status)}</Typography.Text>
      </Form.Item>
      <Form.Item name="toStatus" label={t('fields.toStatus')} rules={[{ required: true }]}>
        <Select
          options={SUPPLIER_STATUSES.filter((status) => status !== props.supplier.status).map(
            (status) => ({ value: status, label: labels.status(status) }),
          )}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

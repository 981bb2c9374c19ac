import {
  updateContainerTypeRequest,
  type ContainerTypeItem,
  type UpdateContainerTypeRequest,
} from '@lading/shared';
import { Col, Form, InputNumber, Row } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { requiredNumber } from '../common/form-rules';
import { FormModal } from '../../common/FormModal';
import { useUpdateContainerType } from '../useReference';

type Field = keyof UpdateContainerTypeRequest;

/** The fields in form order, with the message naming each one's limits from the contract. */
const FIELDS: { name: Field; message: (t: TFunction<'reference'>) => string }[] = [
  { name: 'innerLengthCm', message: (t) => t('common.integerRange', { min: 100, max: 2000 }) },
  { name: 'innerWidthCm', message: (t) => t('common.integerRange', { min: 100, max: 500 }) },
  { name: 'innerHeightCm', message: (t) => t('common.integerRange', { min: 100, max: 500 }) },
  { name: 'usableCbm', message: (t) => t('containerTypes.rules.usableCbm') },
  { name: 'pallets', message: (t) => t('common.integerRange', { min: 0, max: 60 }) },
  { name: 'maxPayloadKg', message: (t) => t('common.kgRange') },
  { name: 'utilizationTargetPct', message: (t) => t('common.integerRange', { min: 1, max: 100 }) },
];

/** Edit one container type's inner size, usable volume, pallets, payload and target. */
export function ContainerTypeFormModal(props: {
  open: boolean;
  containerType?: ContainerTypeItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('reference');
  const [form] = Form.useForm<UpdateContainerTypeRequest>();
  const update = useUpdateContainerType();
  const { containerType } = props;

  return (
    <FormModal<UpdateContainerTypeRequest>
      open={props.open}
      adding={false}
      title={t('containerTypes.editTitle', { code: containerType?.code })}
      name="container-type-form"
      form={form}
      initialValues={containerType ?? {}}
      firstField="innerLengthCm"
      saving={update.isPending}
      width={600}
      onClose={props.onClose}
      onSave={(values) =>
        containerType
          ? update.mutateAsync({ code: containerType.code, body: values })
          : Promise.resolve()
      }
    >
      <Row gutter={16}>
        {FIELDS.map((field) => (
          <Col key={field.name} xs={24} sm={12}>
            <Form.Item
              name={field.name}
              label={t(`containerTypes.${field.name}`)}
              rules={requiredNumber(updateContainerTypeRequest.shape[field.name], {
                required: t('common.numberRequired'),
                invalid: field.message(t),
              })}
            >
              <InputNumber<number>
                step={field.name === 'usableCbm' ? 0.01 : 1}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormModal>
  );
}

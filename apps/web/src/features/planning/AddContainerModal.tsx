import type { ContainerTypeCode, DestinationCountry } from '@lading/shared';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../orders/enter-key';
import {
  containerTypeOptions,
  countryOptions,
} from '../reference/loading-information/country-options';
import { PointSelect, type PointOption } from './PointSelect';
import type { LineInfo } from './workbench-state';

interface Values {
  containerType: ContainerTypeCode;
  loadingPoint?: PointOption;
  destinationCountry?: DestinationCountry;
}

export interface NewContainer {
  containerType: ContainerTypeCode;
  loadingPointId: number;
  loadingPointName: string;
  destinationCountry: DestinationCountry;
}

/** An empty container: type, loading point, destination (from the first selected line). */
export function AddContainerModal(props: {
  open: boolean;
  from: LineInfo | undefined;
  onAdd(container: NewContainer): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('planning');
  const [form] = Form.useForm<Values>();
  const from = props.from;
  const submit = (values: Values) => {
    props.onAdd({
      containerType: values.containerType,
      loadingPointId: values.loadingPoint!.value,
      loadingPointName: values.loadingPoint!.label,
      destinationCountry: values.destinationCountry!,
    });
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t('addContainer.title')}
      okText={t('addContainer.ok')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      width={460}
    >
      <Form<Values>
        form={form}
        name="add-container"
        layout="vertical"
        initialValues={{
          containerType: '40HQ',
          ...(from
            ? {
                loadingPoint: { value: from.loadingPointId, label: from.loadingPointName },
                destinationCountry: from.destinationCountry,
              }
            : {}),
        }}
        onFinish={submit}
        onKeyDown={submitOnEnter(form)}
      >
        <Form.Item
          name="containerType"
          label={t('fields.containerType')}
          rules={[{ required: true, message: t('addContainer.typeRequired') }]}
        >
          <Select options={containerTypeOptions} />
        </Form.Item>
        <Form.Item
          name="loadingPoint"
          label={t('fields.loadingPoint')}
          rules={[{ required: true, message: t('addContainer.pointRequired') }]}
        >
          <PointSelect />
        </Form.Item>
        <Form.Item
          name="destinationCountry"
          label={t('fields.destination')}
          rules={[{ required: true, message: t('addContainer.destinationRequired') }]}
        >
          <Select
            options={countryOptions(i18n.language)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

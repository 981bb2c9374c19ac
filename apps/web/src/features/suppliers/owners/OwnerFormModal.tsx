import type { SupplierOwnersItem } from '@lading/shared';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../admin/common/form-errors';
import { OwnerSelect, type OwnerOption } from './OwnerSelect';
import { useSaveOwners } from './useOwners';

interface OwnerFormValues {
  owners: OwnerOption[];
}

/** Edit the owners of one supplier: a searchable multi-select of internal users. */
export function OwnerFormModal(props: {
  open: boolean;
  supplier?: SupplierOwnersItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('supplierAccess');
  const { message } = App.useApp();
  const [form] = Form.useForm<OwnerFormValues>();
  const save = useSaveOwners();
  const supplier = props.supplier;

  const submit = (values: OwnerFormValues) => {
    if (!supplier) return;
    save.mutate(
      {
        supplierId: supplier.supplierId,
        body: { ownerIds: (values.owners ?? []).map((owner) => owner.value) },
      },
      {
        onSuccess: () => {
          void message.success(t('status.saved', { ns: 'common' }));
          props.onClose();
        },
        onError: (error) => {
          showServerErrors(form, error);
          // a rule about one owner (not internal, disabled…) belongs next to the owners
          if (error instanceof Error && !form.getFieldError('owners').length) {
            form.setFields([{ name: 'owners', errors: [error.message] }]);
          }
        },
      },
    );
  };

  return (
    <Modal
      open={props.open}
      title={t('owners.editTitle', { code: supplier?.code ?? '' })}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ htmlType: 'submit', loading: save.isPending }}
      onCancel={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => open && form.getFieldInstance('owners')?.focus()}
      modalRender={(dom) => (
        <Form<OwnerFormValues>
          form={form}
          layout="vertical"
          name="owner-form"
          initialValues={{
            owners: (supplier?.owners ?? []).map((owner) => ({
              value: owner.id,
              label: `${owner.username} · ${owner.nickname}`,
            })),
          }}
          onFinish={submit}
        >
          {dom}
        </Form>
      )}
    >
      <Form.Item label={t('owners.supplier')} htmlFor="owner-form_supplier">
        <Input id="owner-form_supplier" value={`${supplier?.code} ${supplier?.name}`} disabled />
      </Form.Item>
      <Form.Item name="owners" label={t('owners.owners')} extra={t('owners.ownersHint')}>
        <OwnerSelect multiple />
      </Form.Item>
    </Modal>
  );
}

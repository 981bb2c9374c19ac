import type { SupplierOwnersItem } from '@lading/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../admin/common/form-errors';
import { FormModal } from '../../common/FormModal';
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
  const [form] = Form.useForm<OwnerFormValues>();
  const save = useSaveOwners();
  const supplier = props.supplier;

  return (
    <FormModal<OwnerFormValues>
      open={props.open}
      title={t('owners.editTitle', { code: supplier?.code ?? '' })}
      name="owner-form"
      form={form}
      initialValues={{
        owners: (supplier?.owners ?? []).map((owner) => ({
          value: owner.id,
          label: `${owner.username} · ${owner.nickname}`,
        })),
      }}
      firstField="owners"
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(values) =>
        supplier
          ? save.mutateAsync({
              supplierId: supplier.supplierId,
              body: { ownerIds: (values.owners ?? []).map((owner) => owner.value) },
            })
          : Promise.resolve()
      }
      onError={(error) => {
        showServerErrors(form, error);
        // a rule about one owner (not internal, disabled…) belongs next to the owners
        if (error instanceof Error && !form.getFieldError('owners').length) {
          form.setFields([{ name: 'owners', errors: [error.message] }]);
        }
      }}
    >
      <Form.Item label={t('owners.supplier')} htmlFor="owner-form_supplier">
        <Input id="owner-form_supplier" value={`${supplier?.code} ${supplier?.name}`} disabled />
      </Form.Item>
      <Form.Item name="owners" label={t('owners.owners')} extra={t('owners.ownersHint')}>
        <OwnerSelect multiple />
      </Form.Item>
    </FormModal>
  );
}

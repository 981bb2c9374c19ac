import {
  avlOperations as op,
  type AvlRequestItem,
  type SupplierItem,
  type SupplierStatus,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, Typography } from 'antd';
import { useEffect, useImperativeHandle, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { FormModal } from '../common/FormModal';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { useSupplierLabels } from '../suppliers/supplier-labels';

interface RequestValues {
  supplier?: SupplierOption;
  toStatus?: SupplierStatus;
  reason?: string;
}

/**
 * The status of a supplier the supplier select has listed (its searches are cached under
 * the suppliers' key): known once the user picked it from the list.
 */
function useListedStatus(id: number | undefined): SupplierStatus | undefined {
  const queryClient = useQueryClient();
  if (id === undefined) return undefined;
  return queryClient
    .getQueriesData<{ list: SupplierItem[] }>({ queryKey: [...SUPPLIERS_KEY, 'search'] })
    .flatMap(([, page]) => page?.list ?? [])
    .find((supplier) => supplier.id === id)?.status;
}

/**
 * The supplier select, focusable through its form field (the dialog focuses its first field
 * by the field's instance, which the shared select does not expose).
 */
function FocusableSupplierSelect({
  ref,
  ...props
}: ComponentProps<typeof SupplierSelect> & { ref?: Ref<{ focus(): void }> }) {
  useImperativeHandle(ref, () => ({
    focus: () => (props.id ? document.getElementById(props.id)?.focus() : undefined),
  }));
  return <SupplierSelect {...props} />;
}

/**
 * avlApproval's "New request": a supplier (searched), the status asked for (its current one
 * left out when known) and the reason; sent for the approving group's decision.
 */
export function AvlRequestDialog(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('dueDiligence');
  const labels = useSupplierLabels();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RequestValues>();
  const supplier = Form.useWatch('supplier', form);
  const current = useListedStatus(supplier?.value);
  const create = useMutation({
    mutationFn: (values: RequestValues) =>
      call(op.create, {
        body: {
          supplierId: values.supplier!.value,
          toStatus: values.toStatus!,
          reason: values.reason?.trim() ?? '',
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
  });
  // the current status is no change to ask for
  useEffect(() => {
    if (current && form.getFieldValue('toStatus') === current)
      form.setFieldValue('toStatus', undefined);
  }, [current, form]);

  return (
    <FormModal<RequestValues, AvlRequestItem>
      open={props.open}
      title={t('avl.newRequestTitle')}
      name="avl-request"
      form={form}
      firstField="supplier"
      okText={t('avl.submit')}
      savedText={(saved) => t('avl.requested', { supplier: saved.supplierCode })}
      saving={create.isPending}
      conflictField="supplier"
      onSave={(values) => create.mutateAsync(values)}
      onClose={() => {
        form.resetFields();
        props.onClose();
      }}
    >
      <Form.Item
        name="supplier"
        label={t('fields.supplier')}
        rules={[{ required: true, message: t('avl.supplierRequired') }]}
        extra={
          current && (
            <Typography.Text type="secondary">
              {t('avl.currentStatus', { status: labels.status(current) })}
            </Typography.Text>
          )
        }
      >
        <FocusableSupplierSelect style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="toStatus"
        label={t('fields.toStatus')}
        rules={[{ required: true, message: t('avl.toStatusRequired') }]}
      >
        <Select options={labels.statusOptions.filter((option) => option.value !== current)} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[
          { required: true, whitespace: true, message: t('avl.reasonRequired') },
          { max: 500 },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}

import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormModal } from '../../common/FormModal';
import type { ReferenceApi } from '../reference.api';
import { useReferenceMutations } from '../useReference';
import type { ReferenceFormProps } from './ReferenceListPage';

/**
 * The add/edit modal of a reference list's row (`record` undefined: add), saved through
 * the list's own API; a 409 "already exists" goes on `conflictField`.
 */
export function ReferenceFormModal<Item extends { id: number }, Body, Filters, Values>(
  props: ReferenceFormProps<Item> & {
    api: ReferenceApi<Item, Body, Filters>;
    title: string;
    /** The form's DOM name; field ids are `${name}_${field}`. */
    name: string;
    initialValues: NoInfer<Partial<Values>>;
    /** Focused when the modal opens. */
    firstField: string;
    conflictField: string;
    /** The request body of the form's values. */
    toBody(values: Values): Body;
    children: ReactNode;
  },
) {
  const [form] = Form.useForm<Values>();
  const { save } = useReferenceMutations(props.api);
  return (
    <FormModal<Values>
      open={props.open}
      adding={!props.record}
      title={props.title}
      name={props.name}
      form={form}
      initialValues={props.initialValues}
      firstField={props.firstField}
      conflictField={props.conflictField}
      saving={save.isPending}
      onClose={props.onClose}
      onSave={(values) => save.mutateAsync({ record: props.record, body: props.toBody(values) })}
    >
      {props.children}
    </FormModal>
  );
}

import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FormModal } from '../../common/FormModal';
import {
  useReferenceMutations,
  type ReferenceBody,
  type ReferenceOperations,
  type ReferenceRow,
} from '../useReference';
import type { ReferenceFormProps } from './ReferenceListPage';

/**
 * The add/edit modal of a reference list's row (`record` undefined: add), saved through
 * the list's own operations; a 409 "already exists" goes on `conflictField`.
 */
export function ReferenceFormModal<O extends ReferenceOperations, Values>(
  props: ReferenceFormProps<ReferenceRow<O>> & {
    /** The list's shared descriptors (`loadingPointOperations`, …). */
    operations: O;
    title: string;
    /** The form's DOM name; field ids are `${name}_${field}`. */
    name: string;
    initialValues: NoInfer<Partial<Values>>;
    /** Focused when the modal opens. */
    firstField: string;
    conflictField: string;
    /** The request body of the form's values. */
    toBody(values: Values): ReferenceBody<O>;
    children: ReactNode;
  },
) {
  const [form] = Form.useForm<Values>();
  const { save } = useReferenceMutations(props.operations);
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

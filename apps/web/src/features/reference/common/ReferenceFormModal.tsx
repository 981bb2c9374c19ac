import { App, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../admin/common/form-errors';

/**
 * The add/edit modal of the reference screens: a vertical form whose Save submits (Enter
 * too), a success toast and close on save, and a refused save's messages put next to
 * their fields (`conflictField` takes a 409 "already exists").
 */
export function ReferenceFormModal<Values>(props: {
  open: boolean;
  title: string;
  /** The form's DOM name; field ids are `${name}_${field}`. */
  name: string;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** Focused when the modal opens. */
  firstField: string;
  adding: boolean;
  saving: boolean;
  conflictField?: string;
  width?: number;
  onSave(values: Values): Promise<unknown>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('reference');
  const { message } = App.useApp();
  const { form } = props;

  const submit = (values: Values) =>
    props.onSave(values).then(
      () => {
        void message.success(t(props.adding ? 'status.added' : 'status.saved', { ns: 'common' }));
        props.onClose();
      },
      (error: unknown) => showServerErrors(form, error, props.conflictField),
    );

  return (
    <Modal
      open={props.open}
      width={props.width}
      title={props.title}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ htmlType: 'submit', loading: props.saving }}
      onCancel={props.onClose}
      destroyOnHidden
      afterOpenChange={(open) => open && form.getFieldInstance(props.firstField as never)?.focus()}
      modalRender={(dom) => (
        <Form<Values>
          form={form}
          layout="vertical"
          name={props.name}
          initialValues={props.initialValues}
          onFinish={(values) => void submit(values)}
        >
          {dom}
        </Form>
      )}
    >
      {props.children}
    </Modal>
  );
}

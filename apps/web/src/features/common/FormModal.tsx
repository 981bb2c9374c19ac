import { App, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../admin/common/form-errors';

/**
 * An add/edit modal holding one vertical form: Save submits it (Enter too), a toast and
 * close when saved, and a refused save's messages put next to their fields
 * (`conflictField` takes a 409 "already exists").
 */
export function FormModal<Values, Saved = unknown>(props: {
  open: boolean;
  title: string;
  /** The form's DOM name; field ids are `${name}_${field}`. */
  name: string;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /** Focused when the modal opens. */
  firstField: string;
  /** The toast says "Added" rather than "Saved". */
  adding?: boolean;
  /** The toast instead of "Added" or "Saved" (a function of what the save answered). */
  savedText?: string | ((saved: Saved) => string);
  saving: boolean;
  /** The submit button's text (default: Save). */
  okText?: string;
  conflictField?: string;
  width?: number;
  onSave(values: Values): Promise<Saved>;
  /** A refused save, when its messages do not simply go next to their fields. */
  onError?(error: unknown): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const { form } = props;

  const submit = (values: Values) =>
    props.onSave(values).then(
      (saved) => {
        const { savedText } = props;
        void message.success(
          typeof savedText === 'function'
            ? savedText(saved)
            : (savedText ?? t(props.adding ? 'status.added' : 'status.saved')),
        );
        props.onClose();
      },
      (error: unknown) =>
        props.onError ? props.onError(error) : showServerErrors(form, error, props.conflictField),
    );

  return (
    <Modal
      open={props.open}
      width={props.width}
      title={props.title}
      okText={props.okText ?? t('actions.save')}
      cancelText={t('actions.cancel')}
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

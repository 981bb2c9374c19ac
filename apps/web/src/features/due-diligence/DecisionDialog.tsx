import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { FormModal } from '../common/FormModal';

export interface DecisionValues {
  comment?: string;
}

/**
 * An approve or reject dialog with its comment (a rejection needs one): Enter on the OK
 * button or the form submits, the comment takes the focus, a refusal's field message goes
 * under the comment.
 */
export function DecisionDialog<Saved>(props: {
  open: boolean;
  /** the form's DOM name (field ids `${name}_comment`) */
  name: string;
  title: string;
  /** a rejection: the comment is required (`commentRequired` says so) */
  reject: boolean;
  okText: string;
  commentLabel: string;
  commentRequired: string;
  /** what is decided, above the comment */
  summary?: ReactNode;
  savedText: (saved: Saved) => string;
  saving: boolean;
  onSave(comment: string): Promise<Saved>;
  onClose(): void;
}) {
  const [form] = Form.useForm<DecisionValues>();
  return (
    <FormModal<DecisionValues, Saved>
      open={props.open}
      title={props.title}
      name={props.name}
      form={form}
      firstField="comment"
      okText={props.okText}
      savedText={props.savedText}
      saving={props.saving}
      onSave={(values) => props.onSave(values.comment?.trim() ?? '')}
      onClose={() => {
        form.resetFields();
        props.onClose();
      }}
    >
      {props.summary}
      <Form.Item
        name="comment"
        label={props.commentLabel}
        rules={[
          { required: props.reject, whitespace: true, message: props.commentRequired },
          { max: 500 },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}

import { DeleteOutlined } from '@ant-design/icons';
import { formatQty } from '@lading/shared';
import { Button, Form, InputNumber, type FormListFieldData, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

type LineColumn = TableColumnType<FormListFieldData>;

/**
 * The quantity column of a document's lines in its form: a whole number from 1 to the
 * line's `max`, with the form's own messages and a numbered accessible name.
 */
export function lineQtyColumn(props: {
  title: ReactNode;
  max(field: FormListFieldData): number;
  required: string;
  range(max: string): string;
  ariaLabel(n: number): string;
}): LineColumn {
  return {
    title: props.title,
    width: 150,
    render: (_: unknown, field) => {
      const max = props.max(field);
      return (
        <Form.Item
          name={[field.name, 'qty']}
          style={{ marginBottom: 0 }}
          rules={[
            { required: true, message: props.required },
            { type: 'integer', min: 1, max, message: props.range(formatQty(max)) },
          ]}
        >
          <InputNumber<number>
            aria-label={props.ariaLabel(field.name + 1)}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      );
    },
  };
}

/** The last column of a document's lines in its form: a numbered "remove line" button. */
export function removeLineColumn(props: {
  title: ReactNode;
  ariaLabel(n: number): string;
  remove(index: number): void;
}): LineColumn {
  return {
    title: props.title,
    width: 48,
    render: (_: unknown, field) => (
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={props.ariaLabel(field.name + 1)}
        onClick={() => props.remove(field.name)}
      />
    ),
  };
}

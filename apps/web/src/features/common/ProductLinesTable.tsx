import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProductItem } from '@lading/shared';
import {
  Button,
  Form,
  Table,
  type FormItemProps,
  type FormListFieldData,
  type TableColumnsType,
  type TableColumnType,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductSelect } from '../kits/ProductSelect';
import { duplicateProductCheck } from './product-lines';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * A column editing one field (`name`) of every line: `input` for the line, bound to that
 * field. `item` takes the Form.Item's own props (rules, value conversions).
 */
export function lineFieldColumn(column: {
  title: ReactNode;
  width: number;
  name: string;
  item?: Omit<FormItemProps, 'name' | 'style' | 'children'>;
  input: (line: FormListFieldData) => ReactNode;
}): TableColumnType<FormListFieldData> {
  return {
    title: column.title,
    width: column.width,
    render: (_: unknown, line) => (
      <Form.Item {...column.item} name={[line.name, column.name]} style={{ marginBottom: 0 }}>
        {column.input(line)}
      </Form.Item>
    ),
  };
}

/**
 * The editable line table of an order or a kit, inside its form: a Form.List of rows, each
 * naming an active product (a product already on an earlier row is refused inline), with the
 * form's own fields between the product and the remove button, and an add button under it.
 * The texts come from the form, in its own words ("line", "component").
 */
export function ProductLinesTable(props: {
  /** The form's list field: `lines` on an order, `components` on a kit. */
  name: string;
  title: ReactNode;
  /** The first column: the row's position unless `render` says otherwise. */
  numberColumn: { title: string; width: number; render?: (field: FormListFieldData) => ReactNode };
  product: {
    title: string;
    /** The select's accessible name on the line numbered `n` (from 1). */
    label: (n: number) => string;
    /** The select's width in pixels; the whole column when left out. */
    width?: number;
    /** The chosen product's full record, for figures the form derives from it. */
    onPick?: (product: ProductItem) => void;
  };
  /** The form's own fields of a line. */
  columns: TableColumnsType<FormListFieldData>;
  removeButton: {
    /** Its accessible name, for the line numbered `n` (from 1). */
    label: (n: number) => string;
    /** A visible text beside the icon; icon-only when left out. */
    text?: string;
    /** The column's header; named for screen readers only when left out. */
    columnTitle?: string;
    /** The last line stays: an order always has one. */
    keepOne?: boolean;
  };
  addButton: {
    label: string;
    maxLines: number;
    /** The row it adds, made at the click (so it may copy from the last line). */
    newLine: () => object;
  };
  messages: { atLeastOne: string; productRequired: string; duplicate: string };
}) {
  const { numberColumn, product, removeButton, addButton, messages } = props;
  const { t } = useTranslation('common');
  const productCheck = duplicateProductCheck(Form.useFormInstance(), props.name);

  return (
    <Form.List
      name={props.name}
      rules={[
        {
          validator: (_, value: unknown[] | undefined) =>
            value && value.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(messages.atLeastOne)),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            title={() => <strong>{props.title}</strong>}
            columns={[
              {
                title: numberColumn.title,
                width: numberColumn.width,
                render: (_: unknown, field) =>
                  numberColumn.render ? numberColumn.render(field) : field.name + 1,
              },
              {
                title: product.title,
                render: (_: unknown, field) => (
                  <Form.Item
                    name={[field.name, 'product']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      { required: true, message: messages.productRequired },
                      productCheck.rule(field.name, messages.duplicate),
                    ]}
                  >
                    <ProductSelect
                      aria-label={product.label(field.name + 1)}
                      activeOnly
                      style={{ width: product.width ?? '100%' }}
                      onPick={product.onPick}
                    />
                  </Form.Item>
                ),
              },
              ...props.columns,
              {
                title: removeButton.columnTitle ?? (
                  <VisuallyHidden>{t('table.rowActions')}</VisuallyHidden>
                ),
                width: removeButton.text ? 90 : 48,
                render: (_: unknown, field) => (
                  <Button
                    type={removeButton.text ? 'link' : 'text'}
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={removeButton.label(field.name + 1)}
                    disabled={removeButton.keepOne === true && fields.length === 1}
                    onClick={() => {
                      remove(field.name);
                      // once re-rendered: until then the rows below keep their old index
                      // (and rule), so a mark the removal clears would stay
                      setTimeout(productCheck.recheck);
                    }}
                  >
                    {removeButton.text}
                  </Button>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            disabled={fields.length >= addButton.maxLines}
            onClick={() => add(addButton.newLine())}
          >
            {addButton.label}
          </Button>
        </>
      )}
    </Form.List>
  );
}

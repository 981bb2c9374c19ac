import { Form, type FormInstance } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { FilterButtons } from './FilterButtons';

export interface FilterFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name: it prefixes the field ids (`#po-line-filters_supplier`). */
  name?: string;
  /**
   * The filters the list shows (its URL's), as the form's values: the fields follow them on
   * a reload, a link or Back. Left out, the form keeps what was typed.
   */
  values?: Values;
  /** Runs on Search (and Enter) with the form's values. */
  onSearch: (values: Values) => void;
  /** Runs after Reset has cleared the fields; by default the search with no filters. */
  onReset?: () => void;
  /** Added to the frame's style (the row gap between wrapped fields stays). */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The frame of every list filter: an inline form (Enter submits) whose fields wrap with a
 * 12px row gap, ended by the Search and Reset buttons.
 */
export function FilterForm<Values>(props: FilterFormProps<Values>) {
  const { form, onSearch, values } = props;
  // by value: a list's query is parsed again on each render
  const shown = values === undefined ? undefined : JSON.stringify(values);
  // the values last put in the fields: a kept-alive page shown again re-runs its effects
  // (React <Activity>), and must keep what the user typed but has not searched yet
  const applied = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (values === undefined || applied.current === shown) return;
    applied.current = shown;
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values, by what they hold
  }, [form, shown]);
  // Filter fields are all optional, so "no filters" is an empty set of values.
  const reset = props.onReset ?? (() => onSearch({} as Values));
  return (
    <Form<Values>
      form={props.form}
      name={props.name}
      layout="inline"
      style={{ rowGap: 12, ...props.style }}
      onFinish={onSearch}
    >
      {props.children}
      <FilterButtons form={props.form} onReset={reset} />
    </Form>
  );
}

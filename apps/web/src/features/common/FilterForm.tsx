import { Form, type FormInstance } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { FilterButtons } from './FilterButtons';

export interface FilterFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name: it prefixes the field ids (`#po-line-filters_supplier`). */
  name?: string;
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
  const { onSearch } = props;
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

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { FilterForm, type FilterFormProps } from './FilterForm';

interface Values {
  keyword?: string;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Filters(props: Omit<FilterFormProps<Values>, 'form' | 'children'>) {
  const [form] = Form.useForm<Values>();
  return (
    <FilterForm<Values> form={form} {...props}>
      <Form.Item name="keyword" label="Keyword">
        <Input />
      </Form.Item>
    </FilterForm>
  );
}

const keyword = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Keyword' });

describe('FilterForm', () => {
  it('is an inline form, named as asked, with a 12px row gap and the style added', () => {
    const { container } = render(
      <Filters name="line-filters" onSearch={vi.fn()} style={{ marginBottom: 16 }} />,
    );
    const form = container.querySelector('form')!;
    expect(form.className).toContain('ant-form-inline');
    expect(form.getAttribute('style')).toContain('row-gap: 12px');
    expect(form.getAttribute('style')).toContain('margin-bottom: 16px');
    expect(keyword().id).toBe('line-filters_keyword');
  });

  it('searches with the values on Search and on Enter', async () => {
    const onSearch = vi.fn();
    render(<Filters onSearch={onSearch} />);
    fireEvent.change(keyword(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'abc' }));

    onSearch.mockClear();
    fireEvent.submit(keyword().closest('form')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'abc' }));
  });

  it('Reset clears the fields and by default searches with no filters', () => {
    const onSearch = vi.fn();
    render(<Filters onSearch={onSearch} />);
    fireEvent.change(keyword(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(keyword().value).toBe('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({});
  });

  it('follows the values it is given: the list shown (a reload, a link, Back)', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(<Filters onSearch={onSearch} values={{ keyword: 'lamp' }} />);
    await waitFor(() => expect(keyword().value).toBe('lamp'));
    fireEvent.change(keyword(), { target: { value: 'typed, not searched' } });
    rerender(<Filters onSearch={onSearch} values={{ keyword: 'lamp' }} />);
    expect(keyword().value).toBe('typed, not searched');
    rerender(<Filters onSearch={onSearch} values={{}} />);
    await waitFor(() => expect(keyword().value).toBe(''));
  });

  it('Reset runs onReset instead when given', () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    render(<Filters onSearch={onSearch} onReset={onReset} />);
    fireEvent.change(keyword(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(keyword().value).toBe('');
    expect(onReset).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
  });
});

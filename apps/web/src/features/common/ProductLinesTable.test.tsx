// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, InputNumber } from 'antd';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { duplicateProductCheck } from './product-lines';
import { lineFieldColumn, ProductLinesTable } from './ProductLinesTable';

// a form of selects renders slowly in jsdom on a busy 2-CPU machine
const SLOW = 60_000;
const PANEL = { value: 9, label: 'PV-450M · PV 450W mono' };
const LAMP = { value: 12, label: 'LED-3W · LED bulb 3W 12V' };
const REPEATED = 'This product is already on another line';

interface Line {
  product?: typeof PANEL;
  qty?: number;
}

/** The table in a form of its own, the way an order or kit drawer holds it. */
function LinesForm(props: {
  lines: Line[];
  onFinish?: (values: { lines: Line[] }) => void;
  table?: Partial<ComponentProps<typeof ProductLinesTable>>;
}) {
  const [form] = Form.useForm<{ lines: Line[] }>();
  return (
    <QueryClientProvider client={new QueryClient()}>
      <Form
        form={form}
        name="lines-form"
        initialValues={{ lines: props.lines }}
        onFinish={props.onFinish}
        onValuesChange={duplicateProductCheck(form, 'lines').onValuesChange}
      >
        <ProductLinesTable
          name="lines"
          title="Lines"
          numberColumn={{ title: 'No.', width: 48 }}
          product={{ title: 'Product', label: (n) => `Line ${n} product` }}
          columns={[
            lineFieldColumn({
              title: 'Qty',
              width: 100,
              name: 'qty',
              item: { rules: [{ required: true, message: 'Please enter the quantity' }] },
              input: (line) => <InputNumber<number> aria-label={`Line ${line.name + 1} qty`} />,
            }),
          ]}
          removeButton={{ label: (n) => `Remove line ${n}`, keepOne: true }}
          addButton={{ label: 'Add line', maxLines: 3, newLine: () => ({ qty: 7 }) }}
          messages={{
            atLeastOne: 'At least one line, please',
            productRequired: 'Please choose a product',
            duplicate: REPEATED,
          }}
          {...props.table}
        />
        <button type="submit">Save</button>
      </Form>
    </QueryClientProvider>
  );
}

const save = () => fireEvent.click(screen.getByText('Save'));
const removeButton = (n: number) =>
  screen.getByLabelText(`Remove line ${n}`).closest('button') as HTMLButtonElement;

afterEach(cleanup);

describe('ProductLinesTable', () => {
  it(
    'marks only the repeating line, and clears the mark once the first one is removed',
    async () => {
      const onFinish = vi.fn();
      render(
        <LinesForm
          lines={[
            { product: PANEL, qty: 1 },
            { product: LAMP, qty: 2 },
            { product: PANEL, qty: 3 },
          ]}
          onFinish={onFinish}
        />,
      );
      // numbered by position, each line's own field bound to it
      expect(screen.getAllByRole('row').map((row) => row.firstChild?.textContent)).toEqual([
        'No.',
        '1',
        '2',
        '3',
      ]);
      expect((screen.getByLabelText('Line 3 qty') as HTMLInputElement).value).toBe('3');

      save();
      expect(await screen.findAllByText(REPEATED)).toHaveLength(1);
      expect(onFinish).not.toHaveBeenCalled();

      // the marked line is now the only panel: the mark goes without another save
      fireEvent.click(removeButton(1));
      await waitFor(() => expect(screen.queryByText(REPEATED)).toBeNull());
      save();
      await waitFor(() =>
        expect(onFinish).toHaveBeenCalledWith({
          lines: [
            { product: LAMP, qty: 2 },
            { product: PANEL, qty: 3 },
          ],
        }),
      );
    },
    SLOW,
  );

  it(
    'adds the line the form makes up to its limit, and keeps an order its last line',
    async () => {
      render(<LinesForm lines={[{ product: PANEL, qty: 1 }]} />);
      expect(removeButton(1).disabled).toBe(true);

      fireEvent.click(screen.getByText('Add line'));
      expect(((await screen.findByLabelText('Line 2 qty')) as HTMLInputElement).value).toBe('7');
      expect(removeButton(1).disabled).toBe(false);
      // a new line still needs its product
      save();
      expect(await screen.findByText('Please choose a product')).toBeTruthy();

      fireEvent.click(screen.getByText('Add line'));
      await screen.findByLabelText('Line 3 qty');
      expect(screen.getByText('Add line').closest('button')!.disabled).toBe(true);
    },
    SLOW,
  );

  it(
    "names each line's select and the remove column, and ties a line's error to its select",
    async () => {
      render(<LinesForm lines={[{ qty: 1 }]} />);
      const select = screen.getByRole('combobox', { name: 'Line 1 product' });
      // the icon buttons' column has a header for screen readers (axe empty-table-header)
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeTruthy();

      save();
      const error = await screen.findByText('Please choose a product');
      await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
      const described = select.getAttribute('aria-describedby') ?? '';
      expect(described).not.toBe('');
      expect(document.getElementById(described)?.textContent).toContain(error.textContent);
      expect(select.getAttribute('aria-required')).toBe('true');
    },
    SLOW,
  );

  it(
    'with a labelled remove button, lets the last line go and then asks for one',
    async () => {
      const onFinish = vi.fn();
      render(
        <LinesForm
          lines={[{ product: LAMP, qty: 1 }]}
          onFinish={onFinish}
          table={{
            removeButton: {
              label: (n) => `Remove line ${n}`,
              text: 'Remove',
              columnTitle: 'Operations',
            },
          }}
        />,
      );
      expect(screen.getByText('Operations')).toBeTruthy();
      const remove = removeButton(1);
      expect(remove.textContent).toBe('Remove');
      expect(remove.disabled).toBe(false);

      fireEvent.click(remove);
      await waitFor(() => expect(screen.queryByLabelText('Line 1 qty')).toBeNull());
      save();
      expect(await screen.findByText('At least one line, please')).toBeTruthy();
      expect(onFinish).not.toHaveBeenCalled();
    },
    SLOW,
  );
});

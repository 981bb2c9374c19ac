// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import {
  DiscountField,
  LoadingPointField,
  ModificationPurposeField,
  ModificationReasonField,
  RddField,
  UnitPriceField,
} from './OrderFields';

interface Values {
  unitPrice?: number;
  discountPct?: number;
  rdd?: string;
  loadingPoint?: { value: number; label: string };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderFields(initialValues: Values, onFinish: (values: Values) => void = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Form<Values> name="line" initialValues={initialValues} onFinish={onFinish}>
        <UnitPriceField currency="EUR" />
        <DiscountField />
        <RddField />
        <LoadingPointField />
        <button type="submit">Submit</button>
      </Form>
    </QueryClientProvider>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('OrderFields', () => {
  it('requires the price, the RDD and the loading point; the price is in the PO currency', async () => {
    renderFields({});
    expect(screen.getByLabelText('Unit price (EUR)').id).toBe('line_unitPrice');
    submit();
    expect(await screen.findByText('Please enter the unit price')).toBeTruthy();
    expect(screen.getByText('Please choose the RDD')).toBeTruthy();
    expect(screen.getByText('Please choose the loading point')).toBeTruthy();
  });

  it('takes a discount from 0 to 100 with at most two decimals', async () => {
    const user = userEvent.setup();
    renderFields({});
    const error = 'A discount from 0 to 100 with at most 2 decimals';
    await user.type(screen.getByLabelText('Discount (%)'), '12.345');
    submit();
    expect(await screen.findByText(error)).toBeTruthy();
    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '12.5');
    submit();
    await waitFor(() => expect(screen.queryByText(error)).toBeNull());
  });

  it("shows the form's RDD text in the date picker and hands it back as text", async () => {
    const onFinish = vi.fn();
    renderFields(
      { unitPrice: 2, rdd: '2026-03-31', loadingPoint: { value: 1, label: 'Ningbo' } },
      onFinish,
    );
    expect(screen.getByLabelText('RDD')).toHaveProperty('value', '2026-03-31');
    submit();
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ rdd: '2026-03-31' })),
    );
  });

  it('asks for the purpose and a reason that is not blank', async () => {
    const user = userEvent.setup();
    render(
      <Form name="change" onFinish={vi.fn()}>
        <ModificationPurposeField />
        <ModificationReasonField rows={2} />
        <button type="submit">Submit</button>
      </Form>,
    );
    await user.type(screen.getByLabelText('Modification reason'), '   ');
    submit();
    expect(await screen.findByText('Please choose the purpose')).toBeTruthy();
    expect(screen.getByText('Please enter the modification reason')).toBeTruthy();
    expect(screen.getByLabelText('Modification reason').getAttribute('rows')).toBe('2');
  });
});

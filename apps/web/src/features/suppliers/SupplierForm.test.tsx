// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Form } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { NEW_SUPPLIER, toSaveBody, type SupplierFormValues } from './supplier-form';
import { SupplierForm } from './SupplierForm';

// Only the form's own checks run here: any network call would fail the test.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
});
afterEach(() => {
  cleanup();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

function Harness(props: {
  initial: SupplierFormValues;
  onSubmit(values: SupplierFormValues): void;
}) {
  const [form] = Form.useForm<SupplierFormValues>();
  return (
    <SupplierForm
      form={form}
      initial={props.initial}
      stage="basicInfo"
      saving={false}
      onSubmit={props.onSubmit}
      onCancel={() => undefined}
    />
  );
}

function renderForm(initial: SupplierFormValues = NEW_SUPPLIER) {
  const onSubmit = vi.fn();
  render(
    <StrictMode>
      <AntApp>
        <Harness initial={initial} onSubmit={onSubmit} />
      </AntApp>
    </StrictMode>,
  );
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));
const almostComplete: SupplierFormValues = {
  ...NEW_SUPPLIER,
  code: 'NEW-1',
  shortName: 'New Solar',
  fullName: 'New Solar Co., Ltd.',
  status: 'pendingGlobal',
  source: 'supplierPool',
  companyType: 'manufacturer',
  productCategories: ['pvPanels'],
  homeCountry: 'China',
  contact1Name: 'Li Wei',
  contact1Email: 'li.wei@new-solar.example.com',
};

describe('SupplierForm mandatory-field notice', () => {
  it('names every unfilled mandatory field on submit', async () => {
    const onSubmit = renderForm();
    save();
    const notice = await screen.findByTestId('mandatory-notice');
    expect(notice.textContent).toContain('Mandatory supplier fields are not filled');
    for (const label of ['Supplier code', 'Short name', 'Full name', 'Status', 'Country']) {
      expect(notice.textContent).toContain(label);
    }
    expect(notice.textContent).toContain('Contact 1 email');
    expect(notice.textContent).not.toContain('Website');
    expect(await screen.findByText('Please enter Short name')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shrinks the notice as fields are filled, then saves', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(almostComplete);
    save();
    const notice = await screen.findByTestId('mandatory-notice', {}, { timeout: 5000 });
    expect(notice.textContent).toMatch(/Please fill in: Contact 1 phone$/);
    await user.type(screen.getByLabelText('Contact 1 phone'), '+86 755 1234 5678');
    await waitFor(() => expect(screen.queryByTestId('mandatory-notice')).toBeNull());
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = toSaveBody(onSubmit.mock.calls[0]![0] as SupplierFormValues);
    expect(body).toMatchObject({ code: 'NEW-1', contact1Phone: '+86 755 1234 5678', incoterm: '' });
  });

  it('checks emails, web addresses and the licence dates order', async () => {
    const user = userEvent.setup();
    renderForm({
      ...almostComplete,
      contact1Phone: '1',
      licenceValidFrom: '2025-01-01',
      licenceValidUntil: '2024-01-01',
    });
    await user.clear(screen.getByLabelText('Contact 1 email'));
    await user.type(screen.getByLabelText('Contact 1 email'), 'not-an-email');
    await user.type(screen.getByLabelText('Website'), 'not a site');
    save();
    const later = { timeout: 5000 };
    expect(await screen.findByText('Enter a valid email address', {}, later)).toBeTruthy();
    expect(
      await screen.findByText('Enter a valid web address, e.g. https://www.example.com', {}, later),
    ).toBeTruthy();
    expect(
      await screen.findByText('Cannot be before the licence valid-from date', {}, later),
    ).toBeTruthy();
    expect(screen.queryByTestId('mandatory-notice')).toBeNull();
  });
});

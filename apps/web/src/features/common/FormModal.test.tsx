// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Form, Input } from 'antd';
import { StrictMode, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import i18n from '../../i18n';
import { FormModal } from './FormModal';

interface Values {
  name: string;
}

type Props = Partial<ComponentProps<typeof FormModal<Values>>>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Harness(props: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      open
      title="Edit thing"
      name="thing-form"
      form={form}
      firstField="name"
      saving={false}
      onSave={() => Promise.resolve()}
      onClose={() => undefined}
      {...props}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter a name' }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

function renderModal(props: Props = {}) {
  render(
    <StrictMode>
      <AntApp>
        <Harness {...props} />
      </AntApp>
    </StrictMode>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('FormModal', () => {
  it('checks the form first: nothing is saved while a rule fails', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderModal({ onSave });
    save();
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the values, says "Added" on add and closes', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderModal({ onSave, onClose, adding: true, initialValues: { name: 'Maersk' } });
    expect((screen.getByLabelText('Name') as HTMLInputElement).id).toBe('thing-form_name');
    save();
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ name: 'Maersk' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter in a text box, and says "Saved" on edit', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    renderModal({ onSave });
    await user.type(screen.getByLabelText('Name'), 'CMA CGM{Enter}');
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ name: 'CMA CGM' });
  });

  it('puts a 409 on the conflict field and a 400 on its fields, and stays open', async () => {
    const onClose = vi.fn();
    renderModal({
      onClose,
      conflictField: 'name',
      initialValues: { name: 'Maersk' },
      onSave: () => Promise.reject(new ApiError('The name Maersk is taken', 409)),
    });
    save();
    expect(await screen.findByText('The name Maersk is taken')).toBeTruthy();
    cleanup();

    renderModal({
      onClose,
      initialValues: { name: 'Maersk' },
      onSave: () =>
        Promise.reject(
          new ApiError('Invalid', 400, { errors: [{ field: 'name', message: 'Too long' }] }),
        ),
    });
    screen.getByRole('button', { name: 'Save' }).focus();
    save();
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // issue 22: the refused field takes the focus, its message tied to it
    const field = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too long',
    );
  });

  it('takes its own toast and its own handling of a refusal', async () => {
    const onError = vi.fn();
    renderModal({
      savedText: 'Password reset',
      initialValues: { name: 'x' },
      onSave: () => Promise.resolve(),
    });
    save();
    expect(await screen.findByText('Password reset')).toBeTruthy();
    cleanup();

    const refusal = new ApiError('Refused', 409);
    renderModal({
      onError,
      conflictField: 'name',
      initialValues: { name: 'x' },
      onSave: () => Promise.reject(refusal),
    });
    save();
    await waitFor(() => expect(onError).toHaveBeenCalledWith(refusal));
    expect(screen.queryByText('Refused')).toBeNull();
  });
});

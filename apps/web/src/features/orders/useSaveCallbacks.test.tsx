// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp, Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import i18n from '../../i18n';
import { useSaveCallbacks } from './useSaveCallbacks';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Harness(props: { error: Error; onClose(): void }) {
  const [form] = Form.useForm<{ orderQty: number }>();
  const saved = useSaveCallbacks(form, props.onClose);
  return (
    <Form form={form} name="line">
      <Form.Item name="orderQty" label="Order qty">
        <Input />
      </Form.Item>
      <button type="button" onClick={() => saved('status.added').onSuccess()}>
        succeed
      </button>
      <button type="button" onClick={() => saved('status.added').onError(props.error)}>
        fail
      </button>
    </Form>
  );
}

function renderHarness(error: Error) {
  const onClose = vi.fn();
  render(
    <AntApp>
      <Harness error={error} onClose={onClose} />
    </AntApp>,
  );
  return onClose;
}

describe('useSaveCallbacks', () => {
  it('toasts the given status and closes when saved', async () => {
    const onClose = renderHarness(new Error('unused'));
    fireEvent.click(screen.getByText('succeed'));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts a refusal next to its field, without a toast, and stays open', async () => {
    const error = new ApiError('Invalid', 400, {
      errors: [{ field: 'orderQty', message: 'Too many' }],
    });
    const onClose = renderHarness(error);
    fireEvent.click(screen.getByText('fail'));
    expect(await screen.findByText('Too many')).toBeTruthy();
    expect(screen.queryByText('Invalid')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('toasts a refusal no field takes (the order requests are quiet)', async () => {
    const onClose = renderHarness(new ApiError('The PO is closed', 422));
    fireEvent.click(screen.getByText('fail'));
    expect(await screen.findByText('The PO is closed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

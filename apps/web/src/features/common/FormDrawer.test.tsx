// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { FormDrawer } from './FormDrawer';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** A list page that mounts its form drawer only while it is open, as the order lists do. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>New PO</button>
      {open && (
        <FormDrawer
          open
          size={600}
          title="New PO"
          saving={false}
          onClose={() => setOpen(false)}
          onSave={() => undefined}
        >
          <Form name="po-form">
            <Form.Item name="poNumber" label="PO number">
              <Input />
            </Form.Item>
          </Form>
        </FormDrawer>
      )}
    </>
  );
}

describe('FormDrawer', () => {
  it('opens on its first field and gives the focus back to its opener once closed', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'New PO' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'PO number' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'PO number' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'New PO' }));
    const field = await screen.findByRole('textbox', { name: 'PO number' });
    fireEvent.keyDown(field, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'PO number' })).toBeNull());
  });
});

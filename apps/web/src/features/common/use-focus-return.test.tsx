// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusReturn } from './use-focus-return';

afterEach(cleanup);

/** A dialog the page mounts only while open, as the workbench's split and merge dialogs. */
function SplitDialog(props: { onClose: () => void }) {
  useFocusReturn();
  return (
    <Modal open title="Split" onCancel={props.onClose}>
      <InputNumber aria-label="New part 1" />
    </Modal>
  );
}

function Card() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Split line 10</button>
      {open && <SplitDialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives the focus back to the opener of a dialog the page removes on Escape', async () => {
    render(<Card />);
    const opener = screen.getByRole('button', { name: 'Split line 10' });
    opener.focus();
    fireEvent.click(opener);
    const part = await screen.findByRole('spinbutton', { name: 'New part 1' });
    part.focus(); // focusFirstField's part, in a browser (jsdom lays nothing out)

    fireEvent.keyDown(part, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('spinbutton')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

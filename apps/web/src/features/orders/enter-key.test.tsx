import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DatePicker, Input, Select } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSubmitEnter } from './enter-key';

afterEach(cleanup);

/** Which Enter presses a modal form takes as "submit". */
function Form(props: { onSubmitEnter: () => void }) {
  return (
    <div
      onKeyDown={(event) => {
        if (isSubmitEnter(event)) props.onSubmitEnter();
      }}
    >
      <Input aria-label="text" />
      <DatePicker aria-label="date" />
      <Select aria-label="choice" options={[{ value: 1, label: 'one' }]} />
      <textarea aria-label="notes" />
    </div>
  );
}

describe('isSubmitEnter', () => {
  it('submits from a text box only: not from a date picker, a select or a text area', () => {
    const submitted = vi.fn();
    render(<Form onSubmitEnter={submitted} />);
    fireEvent.keyDown(screen.getByLabelText('date'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'choice' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('notes'), { key: 'Enter' });
    expect(submitted).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('text'), { key: 'Enter' });
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter to an input method that is composing', () => {
    const submitted = vi.fn();
    render(<Form onSubmitEnter={submitted} />);
    fireEvent.keyDown(screen.getByLabelText('text'), { key: 'Enter', isComposing: true });
    expect(submitted).not.toHaveBeenCalled();
  });
});

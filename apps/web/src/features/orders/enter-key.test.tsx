import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DatePicker, Form as AntForm, Input, Select } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../test/settle';
import { isSubmitEnter, submitOnEnter } from './enter-key';

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

describe('submitOnEnter', () => {
  function Submitting(props: { onFinish: (values: { text?: string }) => void }) {
    const [form] = AntForm.useForm<{ text?: string }>();
    return (
      <AntForm form={form} onFinish={props.onFinish} onKeyDown={submitOnEnter(form)}>
        <AntForm.Item name="text" label="text">
          <Input />
        </AntForm.Item>
        <AntForm.Item name="notes" label="notes">
          <Input.TextArea />
        </AntForm.Item>
      </AntForm>
    );
  }

  it('submits the form on Enter in a text box, not in a text area', async () => {
    const finished = vi.fn();
    render(<Submitting onFinish={finished} />);
    fireEvent.keyDown(screen.getByLabelText('notes'), { key: 'Enter' });
    await settle();
    expect(finished).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('text'), { target: { value: 'abc' } });
    fireEvent.keyDown(screen.getByLabelText('text'), { key: 'Enter' });
    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    // the one submit is the text box's (a late one from the text area would come first)
    expect(finished.mock.calls).toEqual([[expect.objectContaining({ text: 'abc' })]]);
  });
});

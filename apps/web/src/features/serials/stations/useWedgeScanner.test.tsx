// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeScan, useWedgeScanner } from './useWedgeScanner';

afterEach(cleanup);

function Field(props: { onScan(code: string): void }) {
  const scanner = useWedgeScanner(props.onScan);
  return (
    <>
      <label htmlFor="scan">Code</label>
      <Input id="scan" autoComplete="off" {...scanner} />
      <button type="button">Next</button>
    </>
  );
}

const setup = () => {
  const onScan = vi.fn<(code: string) => void>();
  render(<Field onScan={onScan} />);
  const input = screen.getByLabelText('Code') as HTMLInputElement;
  input.focus();
  return { onScan, input, user: userEvent.setup({ delay: null }) };
};

describe('useWedgeScanner: a keyboard-wedge scanner types a code and ends it', () => {
  it('takes a fast burst ending in Enter whole, and empties the field at once', async () => {
    const { onScan, input, user } = setup();
    await user.keyboard('CTN-2027-000123{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('CTN-2027-000123');
    expect(input.value).toBe('');
  });

  it('takes two codes scanned in quick succession, both, in order', async () => {
    const { onScan, user } = setup();
    await user.keyboard('SN0001{Enter}SN0002{Enter}');
    expect(onScan.mock.calls).toEqual([['SN0001'], ['SN0002']]);
  });

  it('takes every key of a burst fired with no pause and no await between the keys', () => {
    const { onScan, input } = setup();
    const type = (text: string) => {
      for (const char of text) {
        fireEvent.keyDown(input, { key: char });
        fireEvent.change(input, { target: { value: input.value + char } });
        fireEvent.keyUp(input, { key: char });
      }
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    type('PLT-7788');
    type('PLT-7789');
    expect(onScan.mock.calls).toEqual([['PLT-7788'], ['PLT-7789']]);
  });

  it('ends a code at Tab too, keeping the focus in the field', async () => {
    const { onScan, input, user } = setup();
    await user.keyboard('GB-42{Tab}');
    expect(onScan).toHaveBeenCalledWith('GB-42');
    expect(document.activeElement).toBe(input);
  });

  it('lets Tab on an empty field move on (no keyboard trap), and ignores an empty Enter', async () => {
    const { onScan, user } = setup();
    await user.keyboard('{Enter}   {Enter}');
    await user.keyboard('{Tab}');
    expect(onScan).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('types the group separator a scanner sends as Ctrl+] and reads the GS1 serial', async () => {
    const { onScan, user } = setup();
    await user.keyboard('010950110153000310LOT7{Control>}]{/Control}21S-0042{Enter}');
    expect(onScan).toHaveBeenCalledWith('S-0042');
  });
});

describe('normalizeScan', () => {
  it('strips a trailing CR/LF and blanks', () => {
    expect(normalizeScan('CTN-1\r\n')).toBe('CTN-1');
    expect(normalizeScan('  CTN-2\n')).toBe('CTN-2');
  });

  it('takes the serial (21) of a GS1 element string', () => {
    expect(normalizeScan(']C1010950110153000321ABC123')).toBe('ABC123');
    expect(normalizeScan('010950110153000310LOT7\u001d21S-0042\r')).toBe('S-0042');
  });

  it('takes the SSCC (00) when there is no serial', () => {
    expect(normalizeScan(']d200106141412345678908')).toBe('106141412345678908');
  });

  it('keeps the whole text, without its symbology identifier, when neither is there', () => {
    expect(normalizeScan(']Q30109501101530003')).toBe('0109501101530003');
    expect(normalizeScan(']C1NOT-GS1')).toBe('NOT-GS1');
  });

  it('leaves a plain code alone', () => {
    expect(normalizeScan('MSKU1234565')).toBe('MSKU1234565');
  });
});

import {
  GS1_SEPARATOR,
  GS1_SYMBOLOGY_IDENTIFIERS,
  isGs1ElementString,
  parseGs1,
} from '@lading/shared';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';

/**
 * The code a scan stands for. A GS1 element string (a GS1 symbology identifier such as ]C1,
 * ]d2 or ]Q3, or a group separator inside) gives its serial (21), else its SSCC (00), else
 * the whole text without its symbology identifier; anything else is the text itself,
 * without a trailing CR/LF or blanks.
 */
export function normalizeScan(raw: string): string {
  const text = raw.replace(/[\r\n]+$/, '').trim();
  if (!isGs1ElementString(text)) return text;
  const parsed = parseGs1(text);
  if (parsed.ok) {
    const valueOf = (ai: string) => parsed.elements.find((element) => element.ai === ai)?.value;
    const chosen = valueOf('21') ?? valueOf('00');
    if (chosen) return chosen;
  }
  const identifier = GS1_SYMBOLOGY_IDENTIFIERS.find((prefix) => text.startsWith(prefix));
  return identifier ? text.slice(identifier.length) : text;
}

/** A scanner configured to send GS as Ctrl+] (its usual key) types no character: add it. */
const isGroupSeparatorKey = (event: KeyboardEvent<HTMLInputElement>) =>
  event.key === GS1_SEPARATOR || (event.ctrlKey && !event.altKey && event.code === 'BracketRight');

/**
 * A keyboard-wedge scanner's field: the scanner types a whole code fast and ends it with
 * Enter or Tab. On the terminator the field's own value (the DOM's, complete however fast
 * the keys came) is taken, the field is emptied at once, and `onScan` gets the normalized
 * code, so the next code can be typed while the last one is still being sent. Tab on an
 * empty field moves focus as usual (no keyboard trap). Spread the result on an `<Input>`.
 */
export function useWedgeScanner(onScan: (code: string) => void) {
  const [value, setValue] = useState('');
  const latest = useRef(onScan);
  useLayoutEffect(() => {
    latest.current = onScan;
  });

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    if (isGroupSeparatorKey(event)) {
      event.preventDefault();
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      input.value = input.value.slice(0, start) + GS1_SEPARATOR + input.value.slice(end);
      input.setSelectionRange(start + 1, start + 1);
      setValue(input.value);
      return;
    }
    const terminator =
      event.key === 'Enter' ||
      (event.key === 'Tab' && !event.shiftKey && input.value.trim() !== '');
    if (!terminator) return;
    event.preventDefault();
    const raw = input.value;
    input.value = '';
    setValue('');
    const code = normalizeScan(raw);
    if (code) latest.current(code);
  }, []);

  return { value, onChange, onKeyDown };
}

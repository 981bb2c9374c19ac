import type { FormInstance } from 'antd';
import type { KeyboardEvent } from 'react';

/**
 * Enter pressed in a plain text box: the modals submit on it. A select keeps Enter for its
 * list, a date picker for taking the typed date (Enter there must not also submit — in the
 * release dialog that would notify suppliers), a text area for new lines, and an input
 * method (pinyin) for choosing characters.
 */
export const isSubmitEnter = (event: KeyboardEvent): boolean =>
  event.key === 'Enter' &&
  !event.nativeEvent.isComposing &&
  event.target instanceof HTMLInputElement &&
  event.target.getAttribute('role') !== 'combobox' &&
  event.target.closest('.ant-picker') === null;

/** A modal form's `onKeyDown`: Enter in a plain text box submits the form (its rules first). */
export const submitOnEnter = (form: FormInstance) => (event: KeyboardEvent) => {
  if (isSubmitEnter(event)) {
    event.preventDefault();
    form.submit();
  }
};

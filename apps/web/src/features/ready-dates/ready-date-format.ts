import {
  CONFIRM_READY_DATE_NAMES,
  CONTAINER_STATUS_NAMES,
  CONTAINER_CHANGE_FIELD_NAMES,
  READY_DATE_WARNING_TEXTS,
  type ConfirmReadyDate,
  type ContainerStatus,
  type ContainerChangeField,
  type ReadyDateWarning,
} from '@lading/shared';

/** Names and colours the ready-date screens share (texts from the shared catalogs). */

const lang = (language: string) => (language === 'zh' ? 'zh' : 'en');

/** A container's status, in the one set of words planning uses too. */
export const containerStatusName = (status: ContainerStatus, language: string): string =>
  CONTAINER_STATUS_NAMES[status][lang(language)];

export const confirmName = (value: ConfirmReadyDate, language: string): string =>
  CONFIRM_READY_DATE_NAMES[value][lang(language)];

export const CONFIRM_COLORS: Record<ConfirmReadyDate, string> = {
  [-1]: 'default',
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'purple',
};

/** spec §8 texts, word for word in English. */
export const warningText = (code: ReadyDateWarning, language: string): string =>
  READY_DATE_WARNING_TEXTS[code][lang(language)];

/** A change-history field's name; a field this screen does not know shows as stored. */
export const changeFieldName = (field: string, language: string): string =>
  CONTAINER_CHANGE_FIELD_NAMES[field as ContainerChangeField]?.[lang(language)] ?? field;

/** A change-history value: approval states by name, the rest as stored ("—" for none). */
export function changeValue(field: string, value: string | null, language: string): string {
  if (value === null || value === '') return '—';
  if (field === 'lineConfirmReadyDate') {
    const state = Number(value) as ConfirmReadyDate;
    return CONFIRM_READY_DATE_NAMES[state]?.[lang(language)] ?? value;
  }
  return value;
}

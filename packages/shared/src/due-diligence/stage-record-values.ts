import type { Language } from '../i18n/languages';
import { SUPPLIER_STATUS_NAMES, SUPPLY_STAGE_NAMES } from '../suppliers/supplier.contract';
import {
  CHECK_RESULT_NAMES,
  CHECK_STATUS_NAMES,
  FILE_STATUS_NAMES,
  SUPPLIER_CHECK_NAMES,
} from './dd-constants';
import type { StageRecordEvent } from './supplier-file.contract';

type Names = Readonly<Record<string, Readonly<Record<Language, string>>>>;

/**
 * What a stage record's from and to values are, by its event: a stage, a supplier status,
 * a check (from: which check; to: its new status) or a file status.
 */
const RECORD_VALUE_NAMES: Record<StageRecordEvent, readonly Names[]> = {
  stage: [SUPPLY_STAGE_NAMES],
  status: [SUPPLIER_STATUS_NAMES],
  check: [SUPPLIER_CHECK_NAMES, CHECK_STATUS_NAMES, CHECK_RESULT_NAMES],
  upload: [FILE_STATUS_NAMES],
  startReview: [FILE_STATUS_NAMES],
  approve: [FILE_STATUS_NAMES],
  reject: [FILE_STATUS_NAMES],
  executed: [FILE_STATUS_NAMES],
  expired: [FILE_STATUS_NAMES],
};

/** A stage record's from or to value in the reader's language (as stored if unknown). */
export function stageRecordValueName(
  event: StageRecordEvent,
  value: string,
  lang: Language,
): string {
  const names = RECORD_VALUE_NAMES[event].find((table) => Object.hasOwn(table, value));
  return names ? names[value]![lang] : value;
}

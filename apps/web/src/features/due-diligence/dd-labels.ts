import {
  AVL_REQUEST_STATUS_NAMES,
  CHECK_STATUS_NAMES,
  FILE_STATUS_NAMES,
  FILE_TYPE_KIND_NAMES,
  SUPPLIER_CHECK_NAMES,
  type AvlRequestStatus,
  type CheckStatus,
  type FileStatus,
  type Language,
} from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';

/**
 * The due-diligence screens' shared words, colours, paths and query key (issue 17): one
 * colour per status wherever a status shows.
 */

/** Under the suppliers' key: a decision (EOL, a new status) refreshes the supplier lists too. */
export const DD_KEY = [...SUPPLIERS_KEY, 'dueDiligence'] as const;

export const ddPaths = {
  supplierStage: (id: number) => `/factory/supplierStage?id=${id}`,
  stageRecord: (id: number) => `/factory/stageRecord?id=${id}`,
};

/** A file status's tag colour (antd preset, contrast set by the app theme). */
export const FILE_STATUS_COLORS: Record<FileStatus, string> = {
  inProgress: 'default',
  awaitingReview: 'gold',
  underReview: 'blue',
  approved: 'cyan',
  rejected: 'red',
  executed: 'green',
  expired: 'volcano',
};

export const AVL_STATUS_COLORS: Record<AvlRequestStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export const CHECK_STATUS_COLORS: Record<CheckStatus, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  completed: 'green',
  expired: 'volcano',
};

type Names<K extends string> = Readonly<Record<K, Readonly<Record<Language, string>>>>;

/** The due-diligence names in the UI's language, and option lists of them. */
export function useDdLabels() {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const name =
    <K extends string>(names: Names<K>) =>
    (value: K) =>
      names[value]?.[lang] ?? value;
  return {
    lang,
    options: <K extends string>(values: readonly K[], names: Names<K>) =>
      values.map((value) => ({ value, label: names[value][lang] })),
    fileStatus: name(FILE_STATUS_NAMES),
    kind: name(FILE_TYPE_KIND_NAMES),
    check: name(SUPPLIER_CHECK_NAMES),
    checkStatus: name(CHECK_STATUS_NAMES),
    avlStatus: name(AVL_REQUEST_STATUS_NAMES),
    /** A file type's name in the UI's language (rows carry both). */
    fileType: (row: { fileTypeName: string | null; fileTypeNameCn: string | null }) =>
      (lang === 'zh' ? row.fileTypeNameCn || row.fileTypeName : row.fileTypeName) ?? '',
  };
}

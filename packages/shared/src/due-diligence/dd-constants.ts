import { labelNames } from '../i18n/labels/label';

/**
 * Supplier due diligence (issue 17; spec §3 "Supplier profile", "Supplier file", §4; DOMAIN
 * "Suppliers and due diligence"): stable codes, their labels in the `dueDiligence` namespace.
 */

/**
 * spec §4 supplier file status. A version is uploaded Awaiting Review; a reviewer may take
 * it Under Review; it is Approved or Rejected; an approved version is Executed (in effect)
 * from its start day and Expired after its end day. "In Progress" is a file type of the
 * supplier's stage with no version yet.
 */
export const FILE_STATUSES = [
  'inProgress',
  'awaitingReview',
  'underReview',
  'approved',
  'rejected',
  'executed',
  'expired',
] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
export const FILE_STATUS_NAMES = labelNames(
  FILE_STATUSES,
  (value) => `dueDiligence:fileStatuses.${value}` as const,
);
/** The statuses of a version waiting for a reviewer. */
export const PENDING_FILE_STATUSES = ['awaitingReview', 'underReview'] as const;

/**
 * What a file type is for: an NDA or a contract (the NDA & contract report lists them), a
 * termination (approving one moves the supplier to phase-out/EOL after a confirmation), or
 * any other document.
 */
export const FILE_TYPE_KINDS = ['nda', 'contract', 'termination', 'other'] as const;
export type FileTypeKind = (typeof FILE_TYPE_KINDS)[number];
export const FILE_TYPE_KIND_NAMES = labelNames(
  FILE_TYPE_KINDS,
  (value) => `dueDiligence:fileTypeKinds.${value}` as const,
);

/** spec §3 the profile's checks, each with status, score, result, comment, validity. */
export const SUPPLIER_CHECKS = ['ethic1', 'ethic2', 'fullReport', 'dra', 'sustainability'] as const;
export type SupplierCheck = (typeof SUPPLIER_CHECKS)[number];
export const SUPPLIER_CHECK_NAMES = labelNames(
  SUPPLIER_CHECKS,
  (value) => `dueDiligence:checks.${value}` as const,
);

export const CHECK_STATUSES = ['notStarted', 'inProgress', 'completed', 'expired'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CHECK_STATUS_NAMES = labelNames(
  CHECK_STATUSES,
  (value) => `dueDiligence:checkStatuses.${value}` as const,
);

export const CHECK_RESULTS = ['pass', 'conditional', 'fail'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
export const CHECK_RESULT_NAMES = labelNames(
  CHECK_RESULTS,
  (value) => `dueDiligence:checkResults.${value}` as const,
);

/** An AVL request: a change of a supplier's status waiting for the approving group. */
export const AVL_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AvlRequestStatus = (typeof AVL_REQUEST_STATUSES)[number];
export const AVL_REQUEST_STATUS_NAMES = labelNames(
  AVL_REQUEST_STATUSES,
  (value) => `dueDiligence:avlStatuses.${value}` as const,
);

/** Days before a file's end day on which its owners and the supplier's users are warned. */
export const EXPIRY_WARNING_DAYS = [30, 7] as const;
/** "Expiring soon" in the reports: the end day within this many days. */
export const EXPIRING_SOON_DAYS = 30;
/** Versions one review decides at most. */
export const MAX_REVIEW_BATCH = 200;

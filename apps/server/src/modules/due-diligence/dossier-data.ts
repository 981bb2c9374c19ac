import type {
  StageRecordItem,
  SupplierCheckItem,
  SupplierItem,
  SupplierStageView,
} from '@lading/shared';

/**
 * What one supplier's due-diligence dossier holds (issue 17: the Word and PDF exports of
 * DDreport and supplierStage): the profile, the checks, every stage's files with their
 * latest version and status, and the latest stage records. Read once by the service
 * (dossier.service.ts), rendered by dossier-docx.ts and dossier-pdf.ts in the caller's
 * language.
 */
export interface DossierData {
  supplier: SupplierItem;
  stages: SupplierStageView['stages'];
  checks: SupplierCheckItem[];
  /** newest first, at most 50 */
  records: StageRecordItem[];
  /** who asked for it and when (ISO instant) */
  generatedBy: string;
  generatedAt: string;
}

import type { Language } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Scope } from '../../platform/permissions/scope';
import { getSupplier } from '../suppliers/supplier.service';
import type { DossierData } from './dossier-data';
import { dossierDocx } from './dossier-docx';
import { dossierPdf } from './dossier-pdf';
import { stageRecordRepository } from './stage-record.repository';
import { stageView } from './supplier-file.service';

/** One supplier's due-diligence dossier (issue 17) as Word or PDF, in the caller's language. */
export async function supplierDossier(
  deps: AppDeps,
  scope: Scope,
  supplierId: number,
  who: { username: string; lang: Language; format: 'docx' | 'pdf' },
): Promise<{ code: string; file: Buffer }> {
  const db = deps.db.kysely;
  const supplier = await getSupplier(db, scope, supplierId);
  const [view, records] = await Promise.all([
    stageView(db, scope, supplierId),
    stageRecordRepository.page(db, supplierId, {}, { pageNum: 1, pageSize: 50 }),
  ]);
  const data: DossierData = {
    supplier,
    stages: view.stages,
    checks: view.checks,
    records: records.list,
    generatedBy: who.username,
    generatedAt: deps.clock().toISOString(),
  };
  const zone = deps.config.timeZone;
  const file =
    who.format === 'docx'
      ? await dossierDocx(data, who.lang, zone)
      : await dossierPdf(data, who.lang, zone);
  return { code: supplier.code, file };
}

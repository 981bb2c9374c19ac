import {
  EXPIRING_SOON_DAYS,
  SUPPLY_STAGES,
  type DdReportItem,
  type FileStatus,
  type NdaContractItem,
  type Page,
  type SupplierStatus,
  type SupplyStage,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import { pageAnswer } from '../../db/paging';
import type { Scope } from '../../platform/permissions/scope';
import { daysBetween, todayOf, plusDays } from './dd-day';
import {
  ddReportRepository,
  type NdaFilter,
  type SupplierReportFilter,
} from './dd-report.repository';
import { supplierCheckRepository } from './supplier-check.repository';

type Paged = { pageNum: number; pageSize: number };

/** NDAContract (issue 17): each supplier's NDA and contract files. */
export async function ndaContracts(
  deps: AppDeps,
  scope: Scope,
  request: Omit<NdaFilter, 'endingBy'> & { expiringSoon?: number | undefined } & Paged,
): Promise<Page<NdaContractItem>> {
  const today = todayOf(deps);
  const soon = plusDays(today, EXPIRING_SOON_DAYS);
  const { total, list } = await ddReportRepository.ndaContracts(
    deps.db.kysely,
    scope,
    { ...request, endingBy: request.expiringSoon === 1 ? soon : undefined },
    request,
  );
  return pageAnswer(
    list.map((row): NdaContractItem => {
      const validFrom = row.effect_from ?? row.latest_from ?? null;
      const validUntil = row.effect_until ?? row.latest_until ?? null;
      const daysLeft = validUntil ? daysBetween(today, validUntil) : null;
      return {
        key: `${row.supplier_id}-${row.type_id}`,
        supplierId: row.supplier_id,
        supplierCode: row.supplier_code,
        supplierName: row.supplier_name,
        supplierStatus: row.supplier_status as SupplierStatus,
        fileTypeId: row.type_id,
        fileTypeName: row.type_name,
        fileTypeNameCn: row.type_name_cn,
        kind: row.kind as NdaContractItem['kind'],
        status: (row.status ?? 'inProgress') as FileStatus,
        signed: Boolean(Number(row.signed ?? 0)),
        versionNo: row.effect_no ?? row.latest_no ?? null,
        fileId: row.effect_file_id ?? row.latest_file_id ?? null,
        fileName: row.file_name ?? null,
        validFrom,
        validUntil,
        daysLeft,
        expiringSoon: daysLeft !== null && daysLeft <= EXPIRING_SOON_DAYS,
      };
    }),
    total,
    request,
  );
}

/**
 * DDreport (issue 17): per supplier its stage, its five checks, and its files: required
 * ones of its stages so far without an approved version (missing), expired, awaiting or
 * under review, in effect.
 */
export async function dueDiligenceReport(
  deps: AppDeps,
  scope: Scope,
  request: SupplierReportFilter & Paged,
): Promise<Page<DdReportItem>> {
  const db = deps.db.kysely;
  const { total, list } = await ddReportRepository.suppliers(db, scope, request, request);
  const ids = list.map((row) => row.id);
  const [checks, files, required] = await Promise.all([
    supplierCheckRepository.checksOf(db, ids),
    ddReportRepository.filesOf(db, ids),
    ddReportRepository.requiredTypes(db),
  ]);
  return pageAnswer(
    list.map((row): DdReportItem => {
      const own = files.filter((file) => file.supplier_id === row.id);
      const count = (...statuses: string[]) =>
        own.filter((file) => statuses.includes(file.status)).length;
      const reached = SUPPLY_STAGES.indexOf(row.supply_stage as SupplyStage);
      const missing = required.filter((type) => {
        if (SUPPLY_STAGES.indexOf(type.stage as SupplyStage) > reached) return false;
        const file = own.find((each) => each.file_type_id === type.id);
        return !file || !['approved', 'executed'].includes(file.status);
      }).length;
      return {
        supplierId: row.id,
        supplierCode: row.code,
        supplierName: row.name,
        shortName: row.short_name,
        supplierStatus: row.status as SupplierStatus,
        supplyStage: row.supply_stage as SupplyStage,
        checks: checks.get(row.id)!,
        missingFiles: missing,
        expiredFiles: count('expired'),
        pendingFiles: count('awaitingReview', 'underReview'),
        executedFiles: count('executed'),
      };
    }),
    total,
    request,
  );
}

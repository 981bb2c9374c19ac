import {
  CONTAINER_TYPES,
  type ContainerTypeCode,
  type ContainerTypeItem,
  type UpdateContainerTypeRequest,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { ContainerTypeRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { appendAudit } from '../../platform/audit/audit.repository';
import { found } from '../../platform/http/errors';
import { containerTypeRepository } from './container-type.repository';
import { cbmFromCm3, cm3FromCbm, gramsFromKg, kgFromGrams } from './units';

const toItem = (row: ContainerTypeRow): ContainerTypeItem => ({
  code: row.code as ContainerTypeCode,
  innerLengthCm: row.inner_length_cm,
  innerWidthCm: row.inner_width_cm,
  innerHeightCm: row.inner_height_cm,
  usableCbm: cbmFromCm3(row.usable_cm3),
  pallets: row.pallets,
  maxPayloadKg: kgFromGrams(row.max_payload_g),
  utilizationTargetPct: row.utilization_target_pct,
  updatedAt: row.updated_at,
});

async function requireContainerType(db: Queryable, code: string): Promise<ContainerTypeItem> {
  return toItem(found(await containerTypeRepository.findByCode(db, code)));
}

/** Both container types, in the spec's order (40HQ, 20GP). */
export async function listContainerTypes(deps: AppDeps): Promise<ContainerTypeItem[]> {
  const rows = await containerTypeRepository.all(deps.db.kysely);
  const rank = (code: string) => CONTAINER_TYPES.indexOf(code as ContainerTypeCode);
  return rows.sort((a, b) => rank(a.code) - rank(b.code)).map(toItem);
}

export async function updateContainerType(
  deps: AppDeps,
  actor: Actor,
  code: ContainerTypeCode,
  request: UpdateContainerTypeRequest,
): Promise<ContainerTypeItem> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const before = await requireContainerType(trx, code);
    await containerTypeRepository.update(trx, code, {
      innerLengthCm: request.innerLengthCm,
      innerWidthCm: request.innerWidthCm,
      innerHeightCm: request.innerHeightCm,
      usableCm3: cm3FromCbm(request.usableCbm),
      pallets: request.pallets,
      maxPayloadGrams: gramsFromKg(request.maxPayloadKg),
      utilizationTargetPct: request.utilizationTargetPct,
      at: deps.clock().toISOString(),
    });
    const after = await requireContainerType(trx, code);
    await appendAudit(trx, actor, {
      action: 'containerType.update',
      entity: 'containerType',
      entityId: code,
      before,
      after,
    });
    return after;
  });
}

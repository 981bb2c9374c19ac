import type { WarehouseType } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { Actor } from '../../platform/auth/auth-context';
import { postDocument, type MoveLine } from './ledger.service';
import { warehouseRepository } from './warehouse.repository';

let sequence = 0;

/** A warehouse straight through the repository (tests and the demo seed). */
export async function buildWarehouse(
  db: Queryable,
  overrides: {
    code?: string;
    name?: string;
    type?: WarehouseType;
    loadingPointId?: number | null;
    active?: boolean;
  } = {},
) {
  const n = ++sequence;
  const type = overrides.type ?? 'loading';
  const values = {
    code: overrides.code ?? `WH${String(n).padStart(3, '0')}`,
    name: overrides.name ?? `Warehouse ${n}`,
    type,
    loadingPointId: overrides.loadingPointId ?? null,
    active: overrides.active ?? true,
  };
  const id = await warehouseRepository.insert(db, { ...values, at: new Date().toISOString() });
  return { id, ...values };
}

const SEED_ACTOR: Actor = { userId: null, username: 'system', clientAddress: '' };

/** Puts goods on hand through the ledger (an adjustment document), as a count would. */
export async function adjustStock(
  db: Queryable,
  lines: readonly Omit<MoveLine, 'kind'>[],
  reason = 'opening stock',
  at = new Date().toISOString(),
) {
  return postDocument(
    db,
    SEED_ACTOR,
    at,
    { docType: 'adjustment', fromWarehouseId: null, toWarehouseId: null, reason },
    lines.map((line) => ({ ...line, kind: 'adjustment' as const })),
  );
}

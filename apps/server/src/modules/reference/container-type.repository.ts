import type { Queryable } from '../../db/database';

export interface ContainerTypeColumns {
  innerLengthCm: number;
  innerWidthCm: number;
  innerHeightCm: number;
  usableCm3: number;
  pallets: number;
  maxPayloadGrams: number;
  utilizationTargetPct: number;
}

/** SQL for the two container types (rows seeded on start; edited, never added or removed). */
export const containerTypeRepository = {
  all(db: Queryable) {
    return db.selectFrom('container_types').selectAll().execute();
  },

  findByCode(db: Queryable, code: string) {
    return db.selectFrom('container_types').selectAll().where('code', '=', code).executeTakeFirst();
  },

  async update(db: Queryable, code: string, values: ContainerTypeColumns & { at: string }) {
    await db
      .updateTable('container_types')
      .set({
        inner_length_cm: values.innerLengthCm,
        inner_width_cm: values.innerWidthCm,
        inner_height_cm: values.innerHeightCm,
        usable_cm3: values.usableCm3,
        pallets: values.pallets,
        max_payload_g: values.maxPayloadGrams,
        utilization_target_pct: values.utilizationTargetPct,
        updated_at: values.at,
      })
      .where('code', '=', code)
      .execute();
  },
};

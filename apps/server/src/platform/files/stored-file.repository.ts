import type { Queryable } from '../../db/database';

/** SQL of stored files (issue 17): what each upload is and which record owns it. */
export const storedFileRepository = {
  async insert(
    db: Queryable,
    file: {
      sha256: string;
      size: number;
      format: string;
      mime: string;
      name: string;
      ownerType: string;
      ownerId: number;
      userId: number | null;
      username: string;
      at: string;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('stored_files')
      .values({
        sha256: file.sha256,
        size: file.size,
        format: file.format,
        mime: file.mime,
        name: file.name,
        owner_type: file.ownerType,
        owner_id: file.ownerId,
        uploaded_by: file.userId,
        uploaded_by_name: file.username,
        created_at: file.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  findById(db: Queryable, id: number) {
    return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Whether any stored file still has this content (before its bytes may be forgotten). */
  async contentInUse(db: Queryable, sha256: string): Promise<boolean> {
    const row = await db
      .selectFrom('stored_files')
      .select('id')
      .where('sha256', '=', sha256)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};

export type StoredFileRow = NonNullable<Awaited<ReturnType<typeof storedFileRepository.findById>>>;

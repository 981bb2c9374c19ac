import type { FileFormat, Language } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { AuthContext } from '../auth/auth-context';
import { resourceKeysOfGroup } from '../permissions/permission.repository';
import type { StoredFileRow } from './stored-file.repository';

/**
 * What owns stored files of one `owner_type` (a module registers it in app.ts): it decides
 * who may read them — checked on every read of a file, like any other record — and says
 * what a file is for the viewer.
 */
export interface FileOwner {
  /** False: the caller may not see the record, and the file answers 404. */
  canRead(db: Queryable, auth: AuthContext, ownerId: number): Promise<boolean>;
  /** The file's title ("NDA · v2 · Acme Ltd") and the record's other files, for the viewer. */
  describe(
    db: Queryable,
    file: StoredFileRow,
    lang: Language,
  ): Promise<{ title: string; siblings: { id: number; name: string; format: FileFormat }[] }>;
}

export type FileOwners = Readonly<Record<string, FileOwner>>;

/** Whether the caller's group holds the resource (administrators hold every one). */
export async function holdsResource(db: Queryable, auth: AuthContext, resource: string) {
  if (auth.isAdministrator) return true;
  return (await resourceKeysOfGroup(db, auth.groupId)).includes(resource);
}

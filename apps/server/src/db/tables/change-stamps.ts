/** 0013-change-stamps: a version per group of tables, moved by every committed write. */
export interface ChangeStampTable {
  name: string;
  version: number;
}

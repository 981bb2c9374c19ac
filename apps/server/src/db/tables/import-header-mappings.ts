/** 0014-import-header-mappings: a user's remembered header → field per import kind. */
export interface ImportHeaderMappingTable {
  user_id: number;
  kind: string;
  header_normalised: string;
  field: string;
}

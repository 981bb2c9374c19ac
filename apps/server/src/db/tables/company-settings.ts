/** 0022-report-settings: one company-wide setting per key, its value as JSON text. */
export interface CompanySettingTable {
  key: string;
  value_json: string;
  updated_at: string;
  updated_by_user_id: number | null;
}

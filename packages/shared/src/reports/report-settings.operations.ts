import { defineOperation } from '../http/operation';
import { reportSettings, updateReportSettingsRequest } from './report-settings.contract';

const tags = ['reports'];

/**
 * The company's report settings (issue 15): whoever reads the reports reads them (the OTD
 * screen shows its tolerance); who keeps the logistics references (`reference.write`, as
 * for delay reason codes and standard transit times — the other yardsticks of lateness)
 * changes them, not everyone whose deliveries they judge.
 */
export const reportSettingOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/reports/settings',
    access: { resource: 'reports.read' },
    summary: "The company's report settings (OTD tolerance in days)",
    tags,
    answer: reportSettings,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/reports/settings',
    access: { resource: 'reference.write' },
    summary: "Change the company's report settings (written to the audit log)",
    tags,
    body: updateReportSettingsRequest,
    answer: reportSettings,
  }),
};

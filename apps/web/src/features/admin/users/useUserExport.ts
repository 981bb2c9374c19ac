import { MAX_PAGE_SIZE, userOperations, type UserItem, formatDateTime } from '@lading/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useBuiltInNames } from '../../../i18n/useBuiltInNames';
import { useDownload } from '../../common/useDownload';
import { downloadCsv, toCsv } from './user-csv';
import type { UserFilters } from './useUsers';

async function fetchAllUsers(filters: UserFilters): Promise<UserItem[]> {
  const users: UserItem[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const query = { ...filters, pageNum, pageSize: MAX_PAGE_SIZE };
    const page = await call(userOperations.list, { query });
    users.push(...page.list);
    if (page.list.length < MAX_PAGE_SIZE || users.length >= page.total) return users;
  }
}

/** Exports every user matching the current filters (all pages) as a CSV file. */
export function useUserExport(filters: UserFilters) {
  const { t } = useTranslation('admin');
  const names = useBuiltInNames();
  const download = useDownload(async () => {
    const users = await fetchAllUsers(filters);
    const header = [
      t('users.username'),
      t('users.nickname'),
      t('users.email'),
      t('users.group'),
      t('users.suppliers'),
      t('users.status'),
      t('users.locked'),
      t('users.lastLogin'),
      t('common.createdAt'),
    ];
    const rows = users.map((user) => [
      user.username,
      user.nickname,
      user.email,
      names.group(user.groupName),
      user.supplierList.map((s) => `${s.code} ${s.name}`).join('; '),
      t(user.status ? 'users.enabled' : 'users.disabled'),
      t(user.locked ? 'users.lockedYes' : 'users.lockedNo'),
      formatDateTime(user.lastLoginAt),
      formatDateTime(user.createdAt),
    ]);
    downloadCsv(`users-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, toCsv([header, ...rows]));
    return t('users.exported', { count: users.length });
  });
  return { exportCsv: download.start, exporting: download.busy };
}

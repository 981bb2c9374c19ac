import { formatDateTime } from '@lading/shared';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { BuiltInTag } from './BuiltInTag';

/** The "Type" column of the group and resource tables: built-in or custom. */
export const builtInColumn = <T extends { builtin: number }>(
  t: TFunction<'admin'>,
): TableColumnType<T> => ({
  title: t('common.type'),
  dataIndex: 'builtin',
  width: 100,
  render: (value: number) => <BuiltInTag builtin={value} />,
});

/** The "Created" column of the admin tables, in the user's local time. */
export const createdAtColumn = <T extends { createdAt: string }>(
  t: TFunction<'admin'>,
  width = 150,
): TableColumnType<T> => ({
  title: t('common.createdAt'),
  dataIndex: 'createdAt',
  width,
  render: (value: string) => formatDateTime(value),
});

import { Button, Space, Tooltip, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table row's links: Details first where the row has its own page or drawer, then Edit,
 * the row's other links, Delete (red) last. `deleteBlocked` says why this row cannot be
 * deleted: the link shows disabled, the reason on hover.
 */
export function RowActions(props: {
  /** The row's own page or drawer; `label` in the page's words (each feature says "details"). */
  details?: { label: string; onOpen(): void } | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  deleteBlocked?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Space size={0}>
      {props.details && (
        <Button size="small" type="link" onClick={props.details.onOpen}>
          {props.details.label}
        </Button>
      )}
      {props.onEdit && (
        <Button size="small" type="link" onClick={props.onEdit}>
          {t('actions.edit')}
        </Button>
      )}
      {props.children}
      {props.onDelete && (
        <Tooltip title={props.deleteBlocked}>
          <Button
            size="small"
            type="link"
            danger
            disabled={props.deleteBlocked !== undefined}
            onClick={props.onDelete}
          >
            {t('actions.delete')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}

/** The table's last column, each row's actions; none at all when `show` is false. */
export const actionsColumn = <T,>(column: {
  show: boolean;
  title: string;
  width?: number;
  /** Stays in view when the table scrolls sideways. */
  fixed?: boolean;
  render(record: T): ReactNode;
}): TableColumnType<T>[] =>
  column.show
    ? [
        {
          title: column.title,
          key: 'actions',
          width: column.width,
          ...(column.fixed ? { fixed: 'right' as const } : {}),
          render: (_: unknown, record: T) => column.render(record),
        },
      ]
    : [];

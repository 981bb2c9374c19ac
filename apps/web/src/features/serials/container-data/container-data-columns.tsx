import { formatDate, formatQty, type ContainerDataItem } from '@lading/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { statusName, tracePath, type Words } from '../trace/trace-format';
import { containerName } from './container-data-format';
import { Difference } from './Difference';

/**
 * The comparison list's columns: the planned container, its container code (a link to its
 * trace), planned, scanned and the signed difference; Compare opens the comparison.
 */
export function containerDataColumns(
  t: Words,
  onCompare: (row: ContainerDataItem) => void,
): TableColumnsType<ContainerDataItem> {
  const name = (row: ContainerDataItem) => containerName(t, row);
  return [
    {
      title: t('fields.containerNo'),
      key: 'containerNo',
      render: (_, row) => row.containerNo ?? '—',
    },
    { title: t('fields.shipmentNo'), key: 'shipmentNo', render: (_, row) => row.shipmentNo ?? '—' },
    {
      title: t('fields.containerType'),
      key: 'type',
      render: (_, row) => row.containerType ?? '—',
    },
    { title: t('fields.status'), key: 'status', render: (_, row) => statusName(t, row.status) },
    {
      title: t('fields.etd'),
      key: 'etd',
      render: (_, row) => (row.etd ? formatDate(row.etd) : '—'),
    },
    {
      title: t('fields.containerCode'),
      key: 'containerCode',
      render: (_, row) =>
        row.containerCode ? (
          <Link to={tracePath(row.containerCode, 'container')}>{row.containerCode}</Link>
        ) : (
          <Typography.Text type="secondary">{t('comparison.notScanned')}</Typography.Text>
        ),
    },
    {
      title: t('fields.planned'),
      key: 'planned',
      align: 'right',
      render: (_, row) => formatQty(row.planned),
    },
    {
      title: t('fields.scanned'),
      key: 'scanned',
      align: 'right',
      render: (_, row) => formatQty(row.scanned),
    },
    {
      title: t('fields.difference'),
      key: 'difference',
      render: (_, row) => <Difference value={row.difference} />,
    },
    {
      title: t('table.rowActions', { ns: 'common' }),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          // no space put between two Chinese characters: the name holds the text as shown
          autoInsertSpace={false}
          aria-label={t('comparison.compareName', { name: name(row) })}
          onClick={() => onCompare(row)}
        >
          {t('comparison.compare')}
        </Button>
      ),
    },
  ];
}

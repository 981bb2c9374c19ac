import {
  amountReportOperations,
  formatCbm,
  formatLoadKg,
  formatPercent,
  isAnySupplierUser,
  type SpareContainer,
} from '@lading/shared';
import { Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ExportButton } from '../common/ExportButton';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { columnSort } from '../common/sorting';
import { useListQuery } from '../common/useListQuery';
import { countryName } from '../reference/common/format';
import { containerStatusName } from '../ready-dates/ready-date-format';
import { AMOUNT_REPORTS_KEY } from './amount-report-format';
import { SpareCandidatesDrawer } from './SpareCandidatesDrawer';
import { SpareFilters } from './SpareFilters';

const small = { fontSize: 12 } as const;

/**
 * /reportForms/spareReport — spare capacity (our reading, docs/decisions.md): released
 * containers not yet shipped with their free CBM and kg, most room first; for one of them
 * the open lines of its loading point and destination that would fit, to top it up in the
 * workbench. Kept alive.
 */
export default function SpareReportPage() {
  const { t, i18n } = useTranslation('amountReports');
  const language = i18n.language;
  const { roles, can } = usePermissions();
  const list = useListQuery(amountReportOperations.spareContainers, {
    key: [...AMOUNT_REPORTS_KEY, 'spare'],
  });
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = list.unpaged;
  const [open, setOpen] = useState<SpareContainer>();
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: columnSort(list.query, key) });
  const free = (value: number, text: string) => (
    <Typography.Text type={value < 0 ? 'danger' : undefined} strong>
      {text}
    </Typography.Text>
  );

  const columns: ColumnsType<SpareContainer> = [
    {
      title: t('fields.shipment'),
      dataIndex: 'shipmentNo',
      ...sorted('shipmentNo'),
      render: (shipmentNo: string | null, row) => (
        <Flex vertical>
          <span>{shipmentNo ?? `#${row.id}`}</span>
          <Typography.Text type="secondary" style={small}>
            {row.containerNo ?? '—'} · {containerStatusName(row.status, language)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('fields.containerType'), dataIndex: 'containerType' },
    {
      title: t('fields.loadingPoint'),
      key: 'route',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.loadingPointName}</span>
          <Typography.Text type="secondary" style={small}>
            → {countryName(row.destinationCountry, language)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.etd'),
      dataIndex: 'etd',
      render: (d: string | null) => d ?? '—',
      ...sorted('etd'),
    },
    {
      title: t('fields.readyDate'),
      dataIndex: 'readyDate',
      render: (d: string | null) => d ?? '—',
      ...sorted('readyDate'),
    },
    {
      title: t('fields.freeCbm'),
      dataIndex: 'freeCbm',
      align: 'right',
      render: (cbm: number) => free(cbm, formatCbm(cbm)),
      ...sorted('freeCbm'),
    },
    {
      title: t('fields.freeKg'),
      dataIndex: 'freeKg',
      align: 'right',
      render: (kg: number) => free(kg, formatLoadKg(kg)),
      ...sorted('freeKg'),
    },
    {
      title: t('fields.utilization'),
      dataIndex: 'utilizationPct',
      align: 'right',
      render: (pct: number) => formatPercent(pct),
      ...sorted('utilization'),
    },
    {
      title: t('fields.loadedCbm'),
      key: 'loaded',
      align: 'right',
      render: (_, row) => `${formatCbm(row.loadedCbm)} / ${formatCbm(row.usableCbm)}`,
    },
    {
      title: t('fields.loadedKg'),
      key: 'loadedKg',
      align: 'right',
      render: (_, row) => `${formatLoadKg(row.loadedKg)} / ${formatLoadKg(row.payloadKg)}`,
    },
    {
      title: t('spare.topUp'),
      key: 'topUp',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          disabled={row.freeCbm <= 0 || row.freeKg <= 0}
          aria-label={`${t('spare.topUp')}: ${row.shipmentNo ?? `#${row.id}`}`}
          onClick={() => setOpen(row)}
        >
          {t('spare.topUp')}
        </Button>
      ),
    },
  ];
  const totals = list.data?.totals;

  return (
    <ListPage
      filters={
        <SpareFilters
          values={filters}
          onSearch={list.setFilters}
          supplierFilter={!isAnySupplierUser(roles)}
          loadingPointFilter={can('reference.read')}
        />
      }
      toolbar={
        <ExportButton
          run={() =>
            downloadFile(amountReportOperations.exportSpareContainers, { query: list.unpaged })
          }
        />
      }
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {t('spare.containersTitle')}
          </Typography.Title>
          {totals && (
            <Typography.Text strong data-testid="spare-totals">
              {t('spare.totalsLine', {
                containers: totals.containers,
                cbm: formatCbm(totals.freeCbm),
                kg: formatLoadKg(totals.freeKg),
              })}
            </Typography.Text>
          )}
        </Flex>
        <PagedTable<SpareContainer>
          list={list}
          locale={{ emptyText: t('spare.empty') }}
          columns={columns}
        />
      </Flex>
      <SpareCandidatesDrawer
        container={open}
        canPlan={can('planning.write')}
        onClose={() => setOpen(undefined)}
      />
    </ListPage>
  );
}

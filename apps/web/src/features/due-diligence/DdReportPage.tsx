import { SUPPLIER_CHECKS, ddReportOperations as op, type DdReportItem } from '@lading/shared';
import { Form, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { ExportButton } from '../common/ExportButton';
import { FilterForm } from '../common/FilterForm';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { actionsColumn } from '../common/RowActions';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { STATUS_COLORS, useSupplierLabels } from '../suppliers/supplier-labels';
import { DD_KEY, useDdLabels } from './dd-labels';
import { SupplierCodeLink } from './DdCells';
import { DdKeywordFilterItem, SupplierStageFilterItem, SupplierStatusItem } from './DdFilterItems';
import { CheckCell, DossierButtons } from './DdReportCells';

type FilterValues = ListFiltersOf<typeof op.dueDiligence>;

/**
 * /factory/DDreport: the due-diligence state of each supplier — stage, the five checks, its
 * files missing, expired, awaiting review and in effect — with its dossier as Word or PDF.
 */
export default function DdReportPage() {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const supplier = useSupplierLabels();
  const list = useListQuery(op.dueDiligence, { key: [...DD_KEY, 'report'] });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();
  const count = (key: keyof DdReportItem & `${string}Files`) => ({
    title: t(`fields.${key}`),
    dataIndex: key,
    key,
    width: 90,
    align: 'right' as const,
  });

  const columns: TableColumnsType<DdReportItem> = [
    {
      title: t('fields.supplierCode'),
      dataIndex: 'supplierCode',
      key: 'supplierCode',
      fixed: 'left',
      render: (code: string, row) => <SupplierCodeLink id={row.supplierId} code={code} />,
    },
    { title: t('fields.supplier'), dataIndex: 'supplierName', key: 'supplierName', width: 170 },
    {
      title: t('fields.supplierStatus'),
      dataIndex: 'supplierStatus',
      key: 'supplierStatus',
      width: 140,
      render: (status: DdReportItem['supplierStatus']) => (
        <Tag color={STATUS_COLORS[status]} style={{ whiteSpace: 'normal' }}>
          {supplier.status(status)}
        </Tag>
      ),
    },
    {
      title: t('fields.stage'),
      dataIndex: 'supplyStage',
      key: 'supplyStage',
      width: 120,
      render: (stage: DdReportItem['supplyStage']) => supplier.stage(stage),
    },
    ...SUPPLIER_CHECKS.map((check) => ({
      title: labels.check(check),
      key: check,
      width: 120,
      render: (_: unknown, row: DdReportItem) => (
        <CheckCell check={row.checks.find((each) => each.check === check)} />
      ),
    })),
    count('missingFiles'),
    count('expiredFiles'),
    count('pendingFiles'),
    count('executedFiles'),
    ...actionsColumn<DdReportItem>({
      show: true,
      title: t('ddReport.dossier'),
      fixed: true,
      render: (row) => <DossierButtons id={row.supplierId} code={row.supplierCode} />,
    }),
  ];

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          name="dd-report-filters"
          values={{ keyword: query.keyword, status: query.status, stage: query.stage }}
          onSearch={(values) =>
            list.setFilters({
              keyword: values.keyword?.trim() || undefined,
              status: values.status,
              stage: values.stage,
            })
          }
        >
          <DdKeywordFilterItem placeholder={t('ddReport.keywordPlaceholder')} />
          <SupplierStatusItem />
          <SupplierStageFilterItem />
        </FilterForm>
      }
      toolbar={
        <ExportButton run={() => downloadFile(op.dueDiligenceExport, { query: list.unpaged })} />
      }
    >
      <PagedTable<DdReportItem> list={list} columns={columns} rowKey="supplierId" />
    </ListPage>
  );
}

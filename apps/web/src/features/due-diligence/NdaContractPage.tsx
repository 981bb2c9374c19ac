import {
  FILE_STATUS_NAMES,
  FILE_STATUSES,
  ddReportOperations as op,
  formatDate,
  type NdaContractItem,
} from '@lading/shared';
import { Checkbox, Form, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { ExportButton } from '../common/ExportButton';
import { FilterForm } from '../common/FilterForm';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { STATUS_COLORS, useSupplierLabels } from '../suppliers/supplier-labels';
import { DD_KEY, useDdLabels } from './dd-labels';
import { DaysLeftCell, FileStatusTag, StoredFileCell, SupplierCodeLink, YesNo } from './DdCells';
import {
  ChoiceFilterItem,
  DdKeywordFilterItem,
  FileKindFilterItem,
  SupplierStageFilterItem,
  SupplierStatusItem,
} from './DdFilterItems';

type FilterValues = Omit<ListFiltersOf<typeof op.ndaContracts>, 'expiringSoon'> & {
  expiringSoon?: boolean;
};

const KINDS = ['nda', 'contract'] as const;

/**
 * /factory/NDAContract: each supplier's NDA and contract files — status, signed, validity
 * and the days left before the end day — filtered, exportable.
 */
export default function NdaContractPage() {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const supplier = useSupplierLabels();
  const list = useListQuery(op.ndaContracts, { key: [...DD_KEY, 'ndaContracts'] });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();
  const day = (value: string | null) => (value ? formatDate(value) : '—');
  const nowrap = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

  const columns: TableColumnsType<NdaContractItem> = [
    {
      title: t('fields.supplierCode'),
      dataIndex: 'supplierCode',
      key: 'supplierCode',
      fixed: 'left',
      render: (code: string, row) => <SupplierCodeLink id={row.supplierId} code={code} />,
    },
    { title: t('fields.supplier'), dataIndex: 'supplierName', key: 'supplierName', width: 150 },
    {
      title: t('fields.supplierStatus'),
      dataIndex: 'supplierStatus',
      key: 'supplierStatus',
      width: 130,
      render: (status: NdaContractItem['supplierStatus']) => (
        <Tag color={STATUS_COLORS[status]} style={{ whiteSpace: 'normal' }}>
          {supplier.status(status)}
        </Tag>
      ),
    },
    {
      title: t('fields.fileType'),
      key: 'fileType',
      width: 120,
      render: (_: unknown, row) => labels.fileType(row),
    },
    {
      title: t('fields.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: NdaContractItem['kind']) => labels.kind(kind),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: NdaContractItem['status']) => <FileStatusTag status={status} />,
    },
    {
      title: t('fields.signed'),
      dataIndex: 'signed',
      key: 'signed',
      render: (signed: boolean) => <YesNo value={signed} />,
    },
    {
      title: t('fields.version'),
      dataIndex: 'versionNo',
      key: 'versionNo',
      align: 'right',
      render: (no: number | null) => no ?? '—',
    },
    {
      title: t('fields.file'),
      dataIndex: 'fileName',
      key: 'fileName',
      width: 150,
      render: (name: string | null, row) => <StoredFileCell fileId={row.fileId} fileName={name} />,
    },
    {
      title: t('fields.validFrom'),
      dataIndex: 'validFrom',
      key: 'validFrom',
      ...nowrap,
      render: day,
    },
    {
      title: t('fields.validUntil'),
      dataIndex: 'validUntil',
      key: 'validUntil',
      ...nowrap,
      render: day,
    },
    {
      title: t('fields.daysLeft'),
      dataIndex: 'daysLeft',
      key: 'daysLeft',
      align: 'right',
      // the point of the report: stays in view when the table scrolls sideways
      fixed: 'right',
      ...nowrap,
      render: (days: number | null) => <DaysLeftCell days={days} />,
    },
  ];

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          name="nda-filters"
          values={{
            keyword: query.keyword,
            status: query.status,
            stage: query.stage,
            kind: query.kind,
            fileStatus: query.fileStatus,
            expiringSoon: query.expiringSoon === 1,
          }}
          onSearch={(values) =>
            list.setFilters({
              keyword: values.keyword?.trim() || undefined,
              status: values.status,
              stage: values.stage,
              kind: values.kind,
              fileStatus: values.fileStatus,
              expiringSoon: values.expiringSoon ? 1 : undefined,
            })
          }
        >
          <DdKeywordFilterItem placeholder={t('ndaReport.keywordPlaceholder')} />
          <SupplierStatusItem />
          <SupplierStageFilterItem />
          <FileKindFilterItem kinds={KINDS} />
          <ChoiceFilterItem
            name="fileStatus"
            label={t('ndaReport.fileStatus')}
            options={labels.options(FILE_STATUSES, FILE_STATUS_NAMES)}
            width={150}
          />
          <Form.Item name="expiringSoon" valuePropName="checked">
            <Checkbox>{t('fields.expiringSoon')}</Checkbox>
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <ExportButton run={() => downloadFile(op.ndaContractsExport, { query: list.unpaged })} />
      }
    >
      <PagedTable<NdaContractItem> list={list} columns={columns} rowKey="key" />
    </ListPage>
  );
}

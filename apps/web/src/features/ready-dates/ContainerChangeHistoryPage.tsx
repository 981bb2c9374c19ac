import {
  CONTAINER_CHANGE_FIELDS,
  readyDateOperations,
  isAnySupplierUser,
  type ContainerChangeHistoryItem,
  formatDateTime,
} from '@lading/shared';
import { DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import { useListQuery } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';
import { changeFieldName, changeValue, containerStatusName } from './ready-date-format';
import { READY_DATES_KEY } from './useReadyDates';
import { FilterForm } from '../common/FilterForm';

interface Values {
  shipmentNo?: string;
  containerNo?: string;
  field?: string;
  actor?: string;
  on?: DayRange;
  supplier?: SupplierOption;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /reportForms/containerChangeHistory — every change of every container the user may see
 * (a supplier user: its own containers), newest first: ready dates, approvals, statuses…
 * The type-5 message ("container changed") opens it.
 */
export default function ContainerChangeHistoryPage() {
  const { t, i18n } = useTranslation('readyDates');
  const { roles } = usePermissions();
  const [form] = Form.useForm<Values>();
  const changes = useListQuery(readyDateOperations.containerChanges, {
    key: [...READY_DATES_KEY, 'changes'],
  });
  const { query } = changes;
  const language = i18n.language;

  const search = (values: Values) => {
    const [from, to] = daysOfRange(values.on);
    changes.setFilters({
      shipmentNo: values.shipmentNo?.trim() || undefined,
      containerNo: values.containerNo?.trim() || undefined,
      field: values.field,
      actor: values.actor?.trim() || undefined,
      from,
      to,
      supplierId: values.supplier?.value,
    });
  };
  const text = (name: keyof Values, label: string, max: number, placeholder?: string) => (
    <Form.Item name={name} label={label} rules={[{ max, message: t('rules.maxLength', { max }) }]}>
      <Input allowClear placeholder={placeholder} style={{ width: 140 }} />
    </Form.Item>
  );

  return (
    <ListPage
      filters={
        <FilterForm<Values>
          form={form}
          name="container-change-filters"
          values={{
            shipmentNo: query.shipmentNo,
            containerNo: query.containerNo,
            field: query.field,
            actor: query.actor,
            on: rangeOfDays(query.from, query.to),
            supplier: optionOfId(query.supplierId),
          }}
          onSearch={search}
        >
          {text('shipmentNo', t('fields.shipmentNo'), 40, t('filters.prefix'))}
          {text('containerNo', t('fields.containerNo'), 40, t('filters.prefix'))}
          <Form.Item name="field" label={t('fields.field')}>
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('filters.any')}
              options={CONTAINER_CHANGE_FIELDS.map((value) => ({
                value,
                label: changeFieldName(value, language),
              }))}
            />
          </Form.Item>
          {text('actor', t('fields.changedBy'), 50)}
          <Form.Item name="on" label={t('filters.changedOn')}>
            <DatePicker.RangePicker
              format="YYYY-MM-DD"
              allowEmpty={[true, true]}
              style={{ width: 240 }}
            />
          </Form.Item>
          {!isAnySupplierUser(roles) && (
            <Form.Item name="supplier" label={t('fields.supplier')}>
              <SupplierSelect allowClear style={{ width: 160 }} placeholder={t('filters.any')} />
            </Form.Item>
          )}
        </FilterForm>
      }
      toolbar={
        <ExportButton
          run={() =>
            downloadFile(readyDateOperations.exportContainerChanges, { query: changes.unpaged })
          }
        />
      }
    >
      <PagedTable<ContainerChangeHistoryItem>
        list={changes}
        locale={{ emptyText: t('history.empty') }}
        columns={[
          {
            title: t('fields.changedAt'),
            dataIndex: 'at',
            render: (at: string) => <span style={nowrap}>{formatDateTime(at)}</span>,
          },
          {
            title: t('fields.shipment'),
            dataIndex: 'shipmentNo',
            render: (shipmentNo: string | null, row) => (
              <Flex vertical style={nowrap}>
                <span>{shipmentNo ?? '—'}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.containerNo ?? '—'} · {containerStatusName(row.containerStatus, language)}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('fields.field'),
            dataIndex: 'field',
            render: (field: string) => changeFieldName(field, language),
          },
          {
            title: t('fields.before'),
            dataIndex: 'before',
            render: (value: string | null, row) => (
              <span style={nowrap}>{changeValue(row.field, value, language)}</span>
            ),
          },
          {
            title: t('fields.after'),
            dataIndex: 'after',
            render: (value: string | null, row) => (
              <span style={nowrap}>{changeValue(row.field, value, language)}</span>
            ),
          },
          { title: t('fields.changedBy'), dataIndex: 'actorName' },
          {
            // last and wrapping: a rejection reason can be long
            title: t('fields.lineReason'),
            dataIndex: 'reason',
            render: (reason: string) => (
              <div style={{ minWidth: 160, maxWidth: 280, whiteSpace: 'normal' }}>{reason}</div>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

import {
  type DestinationCountry,
  type PoLineItem,
  type SoLineItem,
  formatQty,
} from '@lading/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { focusFirstField } from '../common/focus-first-field';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE } from '../common/paging';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { countryOptions } from '../reference/loading-information/country-options';
import { isSubmitEnter } from './enter-key';
import { destinationName } from './order-format';
import { soLineColumns } from './so-line-columns';
import { usePoMutations, useSoLineList } from './useOrders';

const PAGE = FIRST_PAGE;

/**
 * Cover a PO line by an SO line of the same product (it stops being a risk buy), change
 * which one, or unlink it. The SO lines of the product are searched by SO number and
 * country; ↑/↓ in the search box choose, Enter links, a double click links at once.
 */
export function PoLineSoLinkModal(props: { line: PoLineItem; open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const { message } = App.useApp();
  const { linkSoLine } = usePoMutations();
  const { line } = props;
  const [typed, setTyped] = useState('');
  const [soNumber, setSoNumber] = useState('');
  const [country, setCountry] = useState<DestinationCountry>();
  const [paging, setPaging] = useState(PAGE);
  const [chosen, setChosen] = useState<number | null>(line.soLineId);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => {
      setSoNumber(typed.trim());
      setPaging(PAGE);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useSoLineList({
    productId: line.productId,
    ...(soNumber ? { soNumber } : {}),
    ...(country ? { country } : {}),
    sortBy: 'rdd',
    sortOrder: 'asc',
    ...paging,
  });
  const rows = list.data?.list ?? [];
  const chosenRow = rows.find((row) => row.id === chosen);

  const choose = (id: number | null) => {
    setChosen(id);
    setRefusal(undefined);
  };

  const save = (soLineId: number | null) => {
    if (soLineId === line.soLineId) {
      props.onClose();
      return;
    }
    setRefusal(undefined);
    linkSoLine.mutate(
      { id: line.id, soLineId },
      {
        onSuccess: (saved) => {
          void message.success(
            saved.soNumber === null
              ? t('soLink.unlinked')
              : t('soLink.linked', { soNumber: saved.soNumber, lineNo: saved.soLineNo }),
          );
          props.onClose();
        },
        // the request is quiet: the refusal stays in view, above the choice it refuses
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!rows.length) return;
      event.preventDefault();
      const at = rows.findIndex((row) => row.id === chosen);
      const next =
        at < 0
          ? event.key === 'ArrowDown'
            ? 0
            : rows.length - 1
          : Math.min(rows.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)));
      choose(rows[next]!.id);
    } else if (isSubmitEnter(event) && chosen !== null && !linkSoLine.isPending) {
      event.preventDefault();
      save(chosen);
    }
  };

  const soLine = soLineColumns(t, language);
  const columns: TableColumnsType<SoLineItem> = [
    {
      title: t('fields.soNumber'),
      dataIndex: 'soNumber',
      render: (value: string, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {value}
          {row.id === line.soLineId && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('soLink.current')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('fields.lineNo'), dataIndex: 'lineNo', align: 'right' },
    {
      title: t('fields.product'),
      dataIndex: 'productCode',
      render: (code: string, row) => (
        <Typography.Text style={{ maxWidth: 200 }} ellipsis={{ tooltip: row.productName }}>
          {code} <Typography.Text type="secondary">{row.productName}</Typography.Text>
        </Typography.Text>
      ),
    },
    soLine.qty,
    soLine.coveredQty,
    { title: t('fields.rdd'), dataIndex: 'rdd' },
    { title: t('fields.countryShort'), dataIndex: 'country' },
  ];

  // more PO quantity on the SO line than it asks for: allowed, but worth a second look
  const coveredWith =
    chosenRow && chosenRow.id !== line.soLineId ? chosenRow.coveredQty + line.orderQty : 0;

  return (
    <Modal
      open={props.open}
      width={900}
      title={t('soLink.title', { poNumber: line.poNumber, lineNo: line.lineNo })}
      onCancel={props.onClose}
      afterOpenChange={focusFirstField}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <span>
            {line.soLineId !== null && (
              <Button danger loading={linkSoLine.isPending} onClick={() => save(null)}>
                {t('soLink.unlink')}
              </Button>
            )}
          </span>
          <Space>
            <Button onClick={props.onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
            <Button
              type="primary"
              disabled={chosen === null || chosen === line.soLineId}
              loading={linkSoLine.isPending}
              onClick={() => chosen !== null && save(chosen)}
            >
              {t('soLink.link')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <div onKeyDown={onKeyDown}>
        <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('fields.product')}>
            {line.productCode} · {line.productName}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.orderQty')}>
            {formatQty(line.orderQty)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.rdd')}>{line.rdd}</Descriptions.Item>
          <Descriptions.Item label={t('fields.destination')}>
            {destinationName(line.destinationCountry, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.soLine')} span={2}>
            {line.soNumber === null ? (
              <Tag color="orange">{t('riskBuy')}</Tag>
            ) : (
              `${line.soNumber} / ${line.soLineNo}`
            )}
          </Descriptions.Item>
        </Descriptions>
        <Flex gap={8} style={{ margin: '16px 0 8px' }}>
          <Input
            data-first-focus
            allowClear
            maxLength={40}
            autoComplete="off"
            aria-label={t('soLink.search')}
            placeholder={t('soLink.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            style={{ flex: 1 }}
          />
          <Select<DestinationCountry>
            allowClear
            aria-label={t('fields.country')}
            placeholder={t('soLink.anyCountry')}
            value={country}
            onChange={(value) => {
              setCountry(value);
              setPaging(PAGE);
            }}
            options={countryOptions(language)}
            style={{ width: 220 }}
          />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('soLink.hint', { product: line.productCode })}
        </Typography.Paragraph>
        {refusal && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            title={t('soLink.refused')}
            description={refusal}
          />
        )}
        {coveredWith > 0 && chosenRow && coveredWith > chosenRow.qty && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title={t('soLink.overCovered', {
              qty: formatQty(chosenRow.qty),
              covered: formatQty(coveredWith),
            })}
          />
        )}
        <Table<SoLineItem>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={rows}
          columns={columns}
          // ten rows scroll inside the modal, so it fits a 900 px high window
          scroll={{ x: 'max-content', y: 280 }}
          locale={{ emptyText: t('soLink.none', { product: line.productCode }) }}
          rowSelection={{
            type: 'radio',
            // a column of radios still needs a header screen readers can read
            columnTitle: (
              <VisuallyHidden>{t('table.chooseColumn', { ns: 'common' })}</VisuallyHidden>
            ),
            selectedRowKeys: chosen === null ? [] : [chosen],
            onChange: (keys) => choose(keys.length ? Number(keys[0]) : null),
            getCheckboxProps: (row) => ({
              'aria-label': t('soLink.choose', { soNumber: row.soNumber, lineNo: row.lineNo }),
            }),
          }}
          onRow={(row) => ({
            onClick: () => choose(row.id),
            onDoubleClick: () => save(row.id),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            size: 'small',
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('table.total', { ns: 'common', count }),
            onChange: (pageNum) => setPaging({ ...paging, pageNum }),
          }}
        />
      </div>
    </Modal>
  );
}

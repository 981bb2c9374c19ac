import {
  CONTAINER_STATUS_NAMES,
  formatDate,
  formatDateTime,
  formatQty,
  loadingOperations,
  type ContainerLoading,
  type LoadingLineItem,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Result,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/http';
import { usePermissions } from '../../../auth/session';
import { positiveId } from '../../suppliers/supplier-routes';
import { STOCK_KEY, STOCK_WRITE } from '../stock-keys';
import { languageOf } from '../stock-format';
import {
  defaultInputs,
  isShort,
  loadLinesOf,
  onHandIn,
  problemOf,
  type LineInput,
} from './loading-lines';
import { LOADING_KEY, loadingPaths } from './loading-paths';

/**
 * /stock/shipmentDetails?id=N: one container's planned lines — planned, loaded so far,
 * remaining, on hand in the chosen loading warehouse — and the load: a quantity per line
 * (less than remains needs a shortfall reason), container no., seal no., loading date.
 */
export default function ShipmentDetailsPage() {
  const { t } = useTranslation('stock');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const source = useQuery({
    queryKey: [...LOADING_KEY, 'container', id ?? 0],
    queryFn: () => call(loadingOperations.container, { params: { id: id! } }),
    enabled: id !== undefined,
  });
  const back = (
    <Button onClick={() => void navigate(loadingPaths.list)}>{t('loading.back')}</Button>
  );
  if (id === undefined || source.isError)
    return <Result status="warning" title={t('loading.notFound')} extra={back} />;
  if (!source.data) return <Spin />;
  return <ContainerLoadingView data={source.data} back={back} />;
}

export function ContainerLoadingView({
  data,
  back,
}: {
  data: ContainerLoading;
  back: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = languageOf(i18n.language);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canWrite = usePermissions().can(STOCK_WRITE);
  const { container, warehouses, lines } = data;
  const [warehouseId, setWarehouseId] = useState<number | undefined>(warehouses[0]?.id);
  const [inputs, setInputs] = useState<Record<number, LineInput>>(() =>
    defaultInputs(lines, warehouses[0]?.id),
  );
  const [containerNo, setContainerNo] = useState(container.containerNo ?? '');
  const [sealNo, setSealNo] = useState(container.sealNo);
  const [loadingDate, setLoadingDate] = useState<Dayjs | null>(
    container.loadingDate ? dayjs(container.loadingDate) : dayjs(),
  );
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setInputs(defaultInputs(lines, warehouseId));
  }, [lines, warehouseId]);

  const open = lines.filter((line) => line.remainingQty > 0);
  const toLoad = loadLinesOf(lines, inputs);
  const problems = open.map((line) => problemOf(line, inputs[line.containerLineId], warehouseId));
  const total = toLoad.reduce((sum, line) => sum + line.qty, 0);
  const warehouseCode = warehouses.find((w) => w.id === warehouseId)?.code ?? '';
  const ready =
    canWrite &&
    warehouseId !== undefined &&
    containerNo.trim() !== '' &&
    loadingDate !== null &&
    toLoad.length > 0 &&
    problems.every((problem) => problem === null);

  const load = useMutation({
    mutationFn: () =>
      call(
        loadingOperations.load,
        {
          params: { id: container.id },
          body: {
            warehouseId: warehouseId!,
            containerNo: containerNo.trim(),
            sealNo: sealNo.trim(),
            loadingDate: loadingDate!.format('YYYY-MM-DD'),
            version: container.version,
            lines: toLoad,
          },
        },
        { quiet: true },
      ),
    onSuccess: (result) => {
      setError(null);
      void message.success(
        t(result.completed ? 'loading.loadedComplete' : 'loading.loaded', {
          docNo: result.docNo,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: STOCK_KEY });
    },
    onError: (failure) => {
      const fields = failure instanceof ApiError ? Object.values(failure.fieldErrors) : [];
      setError(fields[0] ?? failure.message);
    },
  });

  const setLine = (line: LoadingLineItem, patch: Partial<LineInput>) =>
    setInputs((current) => ({
      ...current,
      [line.containerLineId]: { ...current[line.containerLineId]!, ...patch },
    }));

  const number = { align: 'right' as const };
  const columns: TableColumnsType<LoadingLineItem> = [
    {
      title: t('loading.poLine'),
      key: 'poLine',
      render: (_, line) => `${line.poNumber} / ${line.poLineNo}`,
    },
    {
      title: t('loading.productCode'),
      key: 'product',
      render: (_, line) => `${line.productCode} · ${line.productName}`,
    },
    { title: t('loading.plannedQty'), dataIndex: 'plannedQty', ...number, render: formatQty },
    { title: t('loading.loadedQty'), dataIndex: 'loadedQty', ...number, render: formatQty },
    { title: t('loading.remainingQty'), dataIndex: 'remainingQty', ...number, render: formatQty },
    {
      title: t('loading.onHand'),
      key: 'onHand',
      ...number,
      render: (_, line) => formatQty(onHandIn(line, warehouseId)),
    },
    {
      title: t('loading.loadQty'),
      key: 'loadQty',
      width: 130,
      render: (_, line) => {
        const input = inputs[line.containerLineId];
        if (!input) return <LineState line={line} />;
        const problem = problemOf(line, input, warehouseId);
        const over = problem === 'overPlanned' || problem === 'overOnHand';
        return (
          <InputNumber
            aria-label={`${t('loading.loadQty')} ${line.poNumber} / ${line.poLineNo}`}
            min={0}
            precision={0}
            value={input.qty}
            status={over ? 'error' : undefined}
            disabled={!canWrite}
            onChange={(value) => setLine(line, { qty: value ?? 0 })}
          />
        );
      },
    },
    {
      title: t('loading.shortfallReason'),
      key: 'reason',
      width: 240,
      render: (_, line) => {
        const input = inputs[line.containerLineId];
        if (!input) return line.shortfallReason || '—';
        if (!isShort(line, input)) return null;
        return (
          <Input
            aria-label={`${t('loading.shortfallReason')} ${line.poNumber} / ${line.poLineNo}`}
            aria-required
            maxLength={500}
            placeholder={t(
              input.qty > 0 ? 'loading.shortfallPlaceholder' : 'loading.laterPlaceholder',
            )}
            value={input.reason}
            status={problemOf(line, input, warehouseId) === 'reasonRequired' ? 'error' : undefined}
            disabled={!canWrite}
            onChange={(event) => setLine(line, { reason: event.target.value })}
          />
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        title={container.shipmentNo}
        extra={
          <Space wrap>
            {back}
            {canWrite && open.length > 0 && (
              <Popconfirm
                title={t('loading.load')}
                description={t('loading.loadConfirm', {
                  qty: formatQty(total),
                  warehouse: warehouseCode,
                })}
                okText={t('actions.confirm', { ns: 'common' })}
                cancelText={t('actions.cancel', { ns: 'common' })}
                onConfirm={() => load.mutate()}
                disabled={!ready}
              >
                <Button type="primary" disabled={!ready} loading={load.isPending}>
                  {t('loading.load')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('loading.status')}>
            {CONTAINER_STATUS_NAMES[container.status][lang]}
          </Descriptions.Item>
          <Descriptions.Item label={t('loading.loadingPoint')}>
            {container.loadingPointName}
          </Descriptions.Item>
          <Descriptions.Item label={t('loading.containerType')}>
            {container.containerType}
          </Descriptions.Item>
          <Descriptions.Item label={t('loading.etd')}>
            {formatDate(container.etd) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('loading.readyDate')}>
            {formatDate(container.readyDate) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('loading.completed')}>
            {container.loadingCompletedAt ? (
              <Tag color="green">{formatDateTime(container.loadingCompletedAt)}</Tag>
            ) : (
              <Tag>{t('loading.loading')}</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {warehouses.length === 0 && <Alert type="warning" title={t('loading.noWarehouse')} />}
      {open.length > 0 ? (
        <Form layout="inline" name="loading-header">
          {warehouses.length > 1 && (
            <Form.Item label={t('loading.warehouse')} htmlFor="loading-warehouse">
              <Select
                id="loading-warehouse"
                style={{ width: 220 }}
                value={warehouseId}
                onChange={setWarehouseId}
                options={warehouses.map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
              />
            </Form.Item>
          )}
          <Form.Item label={t('loading.containerNo')} htmlFor="loading-container-no" required>
            <Input
              id="loading-container-no"
              maxLength={30}
              value={containerNo}
              onChange={(event) => setContainerNo(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('loading.sealNo')} htmlFor="loading-seal-no">
            <Input
              id="loading-seal-no"
              maxLength={40}
              value={sealNo}
              onChange={(event) => setSealNo(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('loading.loadingDate')} htmlFor="loading-date" required>
            <DatePicker
              id="loading-date"
              format="YYYY-MM-DD"
              value={loadingDate}
              onChange={setLoadingDate}
            />
          </Form.Item>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('loading.nothingOpen')}</Typography.Text>
      )}
      <Table<LoadingLineItem>
        rowKey="containerLineId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={lines}
        columns={columns}
      />
    </Flex>
  );
}

function LineState({ line }: { line: LoadingLineItem }) {
  const { t } = useTranslation('stock');
  return line.shortfallReason ? (
    <Tag color="orange">{t('loading.closedShort')}</Tag>
  ) : (
    <Tag color="green">{t('loading.loadedFull')}</Tag>
  );
}

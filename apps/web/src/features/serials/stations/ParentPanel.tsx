import {
  CheckCircleFilled,
  LoadingOutlined,
  LockOutlined,
  PrinterOutlined,
  ScanOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import {
  bindingOperations as op,
  type ParentLevel,
  type ParentState,
  type ScanContext,
} from '@lading/shared';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Space,
  Table,
  Tag,
  Typography,
  type InputRef,
} from 'antd';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../../api/call';
import { ApiError } from '../../../api/http';
import { useDownload } from '../../common/useDownload';
import { playScanSound } from './scan-sound';
import { CloseButton, isFull, ReopenButton } from './ParentActions';
import { openOperation } from './station-levels';
import { useWedgeScanner } from './useWedgeScanner';

/**
 * Step 2: the parent. Its code is scanned (or typed, then Enter) with an optional expected
 * count (empty: the packaging's maximum); a new code is created, a known one reopened at the
 * station. The card shows the counter, Close (confirmed; early closes say how many are
 * missing) or Reopen, the label, and for a kit pack what each component still needs.
 */
export function ParentPanel(props: {
  level: ParentLevel;
  context: ScanContext;
  canBind: boolean;
  state: ParentState | null;
  inputRef: RefObject<InputRef | null>;
  /** a parent was scanned and opened (the station then waits for its queue) */
  onOpened(state: ParentState): Promise<void>;
  /** closed or reopened */
  onUpdated(state: ParentState): void;
}) {
  const { t } = useTranslation('serials');
  const levelName = t(`levels.${props.level}`);
  const [expected, setExpected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const chain = useRef(Promise.resolve());

  const open = (code: string) => {
    setError(null);
    chain.current = chain.current.then(async () => {
      setOpening(true);
      try {
        const state = await call(
          openOperation(props.level),
          { body: { level: props.level, code, context: props.context, expected } },
          { quiet: true },
        );
        playScanSound('ok');
        await props.onOpened(state);
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        playScanSound('refused');
        setError(`${code}: ${failure.message}`);
      } finally {
        setOpening(false);
      }
    });
  };
  const scanner = useWedgeScanner(open);

  return (
    <Card title={t('stations.steps.parent', { level: levelName })} size="small">
      <Form layout="vertical" name="station-parent-form" component="div">
        <Form.Item
          label={t('stations.parent.code', { level: levelName })}
          htmlFor="station-parent-code"
          style={{ marginBottom: 12 }}
        >
          <Input
            id="station-parent-code"
            ref={props.inputRef}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            size="large"
            prefix={<ScanOutlined aria-hidden />}
            suffix={
              <LoadingOutlined aria-hidden style={{ visibility: opening ? 'visible' : 'hidden' }} />
            }
            placeholder={t('stations.parent.placeholder')}
            disabled={!props.canBind}
            {...scanner}
          />
        </Form.Item>
        <Form.Item
          label={t('stations.parent.expected')}
          htmlFor="station-parent-expected"
          style={{ marginBottom: 12 }}
        >
          <InputNumber
            id="station-parent-expected"
            min={1}
            max={100_000}
            precision={0}
            style={{ width: 220 }}
            placeholder={t(
              // only cartons, pallets and packs have a packaging maximum
              ['product', 'giftBox', 'container'].includes(props.level)
                ? 'stations.parent.expectedOptional'
                : 'stations.parent.expectedPlaceholder',
            )}
            disabled={!props.canBind}
            value={expected}
            onChange={(value) => setExpected(value ?? null)}
          />
        </Form.Item>
      </Form>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error}
          closable={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
          onClose={() => setError(null)}
          style={{ marginBottom: 12 }}
        />
      )}
      {props.state && (
        <ParentCard
          state={props.state}
          level={props.level}
          canBind={props.canBind}
          onUpdated={props.onUpdated}
        />
      )}
    </Card>
  );
}

function ParentCard(props: {
  state: ParentState;
  level: ParentLevel;
  canBind: boolean;
  onUpdated(state: ParentState): void;
}) {
  const { t } = useTranslation('serials');
  const { parent, count, expected, max, components } = props.state;
  const label = useDownload(() =>
    downloadFile(op.label, { params: { id: parent.id } }).then(() =>
      t('stations.parent.printed', { code: parent.code }),
    ),
  );
  const named = (code: string | null) => code ?? '—';

  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'code',
            label: t('stations.parent.code', { level: t(`levels.${props.level}`) }),
            children: (
              <Space wrap>
                <Typography.Text strong>{parent.code}</Typography.Text>
                {parent.closed ? (
                  <Tag icon={<LockOutlined aria-hidden />}>{t('stations.parent.closed')}</Tag>
                ) : (
                  <Tag color="blue" icon={<UnlockOutlined aria-hidden />}>
                    {t('stations.parent.open')}
                  </Tag>
                )}
              </Space>
            ),
          },
          ...(props.level === 'container'
            ? []
            : [
                { key: 'product', label: t('fields.product'), children: named(parent.productCode) },
                {
                  key: 'supplier',
                  label: t('fields.supplier'),
                  children: named(parent.supplierCode),
                },
              ]),
          ...(parent.poNumber
            ? [
                {
                  key: 'po',
                  label: t('stations.context.po'),
                  children: `${parent.poNumber} / ${parent.poLineNo ?? ''}`,
                },
              ]
            : []),
          {
            key: 'counter',
            label: t('stations.parent.progress'),
            children: <Counter count={count} expected={expected} />,
          },
          ...(max !== null ? [{ key: 'max', label: t('stations.parent.max'), children: max }] : []),
        ]}
      />
      <Space wrap>
        {props.canBind &&
          (parent.closed ? (
            <ReopenButton state={props.state} onUpdated={props.onUpdated} />
          ) : (
            <CloseButton
              state={props.state}
              onUpdated={props.onUpdated}
              primary={isFull(props.state)}
            />
          ))}
        {props.level !== 'container' && (
          <Button
            icon={<PrinterOutlined aria-hidden />}
            loading={label.busy}
            onClick={() => void label.start()}
          >
            {t('stations.parent.print')}
          </Button>
        )}
      </Space>
      {components.length > 0 && <Components components={components} />}
    </Flex>
  );
}

/** The counter: scanned of expected as a bar (`compact`: small, for a card's header). */
export function Counter(props: { count: number; expected: number | null; compact?: boolean }) {
  const { t } = useTranslation('serials');
  const { count, expected } = props;
  const text = t('stations.parent.progressText', { count, expected: expected ?? '—' });
  if (expected === null)
    return (
      <Typography.Text strong>
        {props.compact ? t('stations.parent.scannedCount', { count }) : count}
      </Typography.Text>
    );
  return (
    <Progress
      percent={Math.min(100, Math.round((count / Math.max(expected, 1)) * 100))}
      status={count >= expected ? 'success' : 'normal'}
      format={() => text}
      size={props.compact ? 'small' : 'default'}
      aria-label={`${t('stations.parent.progress')} ${text}`}
      style={{ marginBottom: 0, width: props.compact ? 160 : undefined, minWidth: 160 }}
    />
  );
}

function Components({ components }: { components: ParentState['components'] }) {
  const { t } = useTranslation('serials');
  return (
    <Table
      size="small"
      rowKey="productId"
      pagination={false}
      title={() => t('stations.parent.components')}
      dataSource={components}
      columns={[
        {
          title: t('stations.parent.componentProduct'),
          dataIndex: 'productCode',
        },
        { title: t('stations.parent.needed'), dataIndex: 'needed', align: 'right' },
        { title: t('stations.parent.bound'), dataIndex: 'bound', align: 'right' },
        {
          title: t('stations.parent.status'),
          key: 'state',
          render: (_, row) =>
            row.bound >= row.needed ? (
              <Tag color="green" icon={<CheckCircleFilled aria-hidden />}>
                {t('stations.parent.complete')}
              </Tag>
            ) : (
              <Tag color="orange">
                {t('stations.parent.missing', { count: row.needed - row.bound })}
              </Tag>
            ),
        },
      ]}
    />
  );
}

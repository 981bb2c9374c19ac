import {
  CheckCircleFilled,
  CloseCircleFilled,
  LoadingOutlined,
  MinusCircleFilled,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Flex, Space, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanRow, ScanStatus } from './useScanQueue';

/** What a line's actions do (each takes the line). */
export interface RowHandlers {
  onUnbind(row: ScanRow): void;
  onMove(row: ScanRow): void;
  onHistory(row: ScanRow): void;
}

/**
 * The station's list, newest first. Scans waiting for their answer show above it; the list
 * itself is a live log, so a screen reader says each answer as it comes: bound (green, a
 * tick and the word), refused (red, a cross, the word and the server's reason), and later
 * unbound or moved. Refused lines stay, so the operator sees every refusal.
 */
export function ScanResults(props: { rows: ScanRow[]; canBind: boolean } & RowHandlers) {
  const { t } = useTranslation('serials');
  const pending = props.rows.filter((row) => row.status === 'pending');
  const answered = props.rows.filter((row) => row.status !== 'pending');
  return (
    <Flex vertical gap={8}>
      <div style={{ minHeight: 22 }}>
        {pending.length > 0 && (
          <Typography.Text type="secondary">
            <LoadingOutlined aria-hidden />{' '}
            {t('stations.children.queued', {
              codes: pending
                .map((row) => row.code)
                .reverse()
                .join(', '),
            })}
          </Typography.Text>
        )}
      </div>
      <div role="log" aria-live="polite" aria-label={t('stations.children.results')}>
        {answered.length === 0 ? (
          <Typography.Text type="secondary">{t('stations.children.empty')}</Typography.Text>
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {answered.map((row) => (
              <ResultLine key={row.key} row={row} {...props} />
            ))}
          </ol>
        )}
      </div>
    </Flex>
  );
}

function ResultLine({
  row,
  canBind,
  bare = false,
  ...handlers
}: { row: ScanRow; canBind: boolean; bare?: boolean } & RowHandlers) {
  const { t } = useTranslation('serials');
  const { token } = theme.useToken();
  const look: Record<
    Exclude<ScanStatus, 'pending'>,
    { color: string; bg: string; icon: ReactNode }
  > = {
    bound: {
      color: token.colorSuccess,
      bg: token.colorSuccessBg,
      icon: <CheckCircleFilled aria-hidden />,
    },
    refused: {
      color: token.colorError,
      bg: token.colorErrorBg,
      icon: <CloseCircleFilled aria-hidden />,
    },
    unbound: {
      color: token.colorTextSecondary,
      bg: token.colorFillAlter,
      icon: <MinusCircleFilled aria-hidden />,
    },
    moved: {
      color: token.colorTextSecondary,
      bg: token.colorFillAlter,
      icon: <SwapOutlined aria-hidden />,
    },
  };
  const status = row.status === 'pending' ? 'bound' : row.status;
  const { color, bg, icon } = look[status];
  const line: CSSProperties = {
    background: bg,
    borderInlineStart: `4px solid ${color}`,
    borderRadius: token.borderRadiusSM,
    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
    marginBottom: token.marginXXS,
  };
  const word =
    status === 'moved'
      ? t('stations.children.moved', { parent: row.movedTo ?? '' })
      : t(`stations.children.${status}`);
  const counter =
    row.count !== null
      ? t('stations.children.counter', { count: row.count, expected: row.expected ?? '—' })
      : null;
  const action = (label: string, run: () => void, danger = false) => (
    <Button
      size="small"
      type="link"
      danger={danger}
      aria-label={t('stations.actions.of', { action: label, code: row.code })}
      onClick={run}
    >
      {label}
    </Button>
  );
  const details =
    status === 'refused' ? (
      <Typography.Text style={{ color: token.colorError }}>{row.message}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">
        {t(`levels.${row.level}`)}
        {status === 'bound' && counter && ` · ${counter}`}
      </Typography.Text>
    );
  return (
    <li style={line}>
      <Flex align="center" gap={12} justify="space-between">
        <Flex align="baseline" gap={10} wrap style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ color, whiteSpace: 'nowrap' }}>
            {icon} {word}
          </Typography.Text>
          <Typography.Text strong style={{ fontFamily: token.fontFamilyCode }}>
            {row.code}
          </Typography.Text>
          {details}
        </Flex>
        <Flex align="center" gap={8} style={{ flex: 'none' }}>
          {row.child && !bare && (
            <Space size={0}>
              {canBind && status === 'bound' && (
                <>
                  {action(t('stations.actions.move'), () => handlers.onMove(row))}
                  {action(t('stations.actions.unbind'), () => handlers.onUnbind(row), true)}
                </>
              )}
              {action(t('stations.actions.history'), () => handlers.onHistory(row))}
            </Space>
          )}
          <Typography.Text type="secondary">{dayjs(row.at).format('HH:mm:ss')}</Typography.Text>
        </Flex>
      </Flex>
    </li>
  );
}

const ignore = () => undefined;

/** The latest answer alone, without actions (the camera dialog shows it over the list). */
export function LatestResult({ row }: { row: ScanRow | undefined }) {
  if (!row || row.status === 'pending') return null;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <ResultLine
        row={row}
        canBind={false}
        bare
        onUnbind={ignore}
        onMove={ignore}
        onHistory={ignore}
      />
    </ol>
  );
}

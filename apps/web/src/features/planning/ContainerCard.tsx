import { DeleteOutlined, ExportOutlined, ImportOutlined, ScissorOutlined } from '@ant-design/icons';
import type { ContainerMetrics } from '@lading/planner';
import { formatCbm, formatLoadKg } from '@lading/shared';
import {
  Button,
  Card,
  Checkbox,
  Flex,
  Progress,
  Table,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { bandColor, foreignPoints, formatPct, STATE_TAG_COLOR } from './planning-format';
import { PoLineCell, ProductCell, QtyLoadCell, TwoLineTitle } from './line-cells';
import { MoveLineMenu, type MoveLineTo } from './MoveLineMenu';
import type { Workbench } from './useWorkbench';
import type { LineInfo, WorkContainer } from './workbench-state';

interface Row {
  info: LineInfo;
  qty: number;
}

export interface ContainerCardActions {
  onMoveIn(key: string): void;
  onMoveOut(key: string, poLineId: number): void;
  onMoveTo: MoveLineTo;
  onSplit(key: string, poLineId: number): void;
  onRemove(key: string): void;
}

/** One container: type, state, utilization in its band colour, live totals and its lines. */
export function ContainerCard(props: {
  wb: Workbench;
  container: WorkContainer;
  metrics: ContainerMetrics | undefined;
  actions: ContainerCardActions;
}) {
  const { t, i18n } = useTranslation('planning');
  const { token } = theme.useToken();
  const { wb, container, metrics, actions } = props;
  const language = i18n.language;
  const key = container.key;
  const selected = wb.selectedContainers.includes(key);
  const foreign = foreignPoints(container, wb.state);
  const rows: Row[] = container.lines.flatMap((line) => {
    const info = wb.state.lines[line.poLineId];
    return info ? [{ info, qty: line.qty }] : [];
  });
  const disabled = wb.busy;

  const columns: ColumnsType<Row> = [
    {
      title: t('fields.poLine'),
      key: 'poLine',
      render: (_, row) => <PoLineCell info={row.info} />,
    },
    {
      title: t('fields.product'),
      key: 'product',
      render: (_, row) => <ProductCell info={row.info} language={language} />,
    },
    { title: t('fields.rdd'), key: 'rdd', render: (_, row) => row.info.rdd },
    {
      title: <TwoLineTitle top={t('fields.qty')} bottom={t('fields.cbmKg')} />,
      key: 'qty',
      align: 'right',
      render: (_, row) => <QtyLoadCell info={row.info} qty={row.qty} language={language} />,
    },
    {
      title: t('containers.lineActions'),
      key: 'actions',
      width: 96,
      // the row's actions stay in view when a narrow panel scrolls the lines sideways
      fixed: 'right',
      render: (_, row) => (
        <Flex>
          <Tooltip title={t('containers.split')}>
            <Button
              size="small"
              type="text"
              icon={<ScissorOutlined />}
              disabled={disabled}
              aria-label={`${t('containers.split')} ${row.info.poNumber} / ${row.info.lineNo}`}
              onClick={() => actions.onSplit(key, row.info.poLineId)}
            />
          </Tooltip>
          <MoveLineMenu
            wb={wb}
            fromKey={key}
            info={row.info}
            disabled={disabled}
            onMoveTo={actions.onMoveTo}
          />
          <Tooltip title={t('containers.moveOut')}>
            <Button
              size="small"
              type="text"
              icon={<ExportOutlined />}
              disabled={disabled}
              aria-label={`${t('containers.moveOut')} ${row.info.poNumber} / ${row.info.lineNo}`}
              onClick={() => actions.onMoveOut(key, row.info.poLineId)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  const details = [
    container.etd && `${t('fields.etd')} ${container.etd}`,
    container.shippingLine && `${t('fields.shippingLine')} ${container.shippingLine.name}`,
    container.owner && `${t('fields.owner')} ${container.owner.name}`,
    container.notes && `${t('fields.notes')}: ${container.notes}`,
  ].filter(Boolean);

  return (
    <Card
      size="small"
      data-testid={`container-${key}`}
      style={selected ? { borderColor: token.colorPrimary } : undefined}
      title={
        <Flex align="center" gap={8} wrap>
          <Checkbox
            checked={selected}
            aria-label={t('containers.select', { key })}
            onChange={(event) =>
              wb.setSelectedContainers((keys) =>
                event.target.checked ? [...keys, key] : keys.filter((k) => k !== key),
              )
            }
          />
          <span>{t('containers.name', { key, type: container.containerType })}</span>
          {metrics && (
            <Tag color={STATE_TAG_COLOR[metrics.state]} variant="outlined">
              {t(`states.${metrics.state}`)}
            </Tag>
          )}
          {foreign.length > 0 && (
            <Tooltip
              title={t('containers.mixedPointsHelp', {
                points: [container.loadingPointName, ...foreign].join(', '),
              })}
            >
              <Tag color="warning">{t('containers.mixedPoints')}</Tag>
            </Tooltip>
          )}
        </Flex>
      }
      extra={
        <Flex gap={4}>
          <Tooltip title={t('containers.moveInHelp')}>
            <Button
              size="small"
              icon={<ImportOutlined />}
              disabled={disabled || wb.selectedLines.length === 0}
              onClick={() => actions.onMoveIn(key)}
            >
              {t('containers.moveIn', { count: wb.selectedLines.length })}
            </Button>
          </Tooltip>
          <Button
            size="small"
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={`${t('containers.remove')} #${key}`}
            onClick={() => actions.onRemove(key)}
          />
        </Flex>
      }
      styles={{ body: { padding: 8 } }}
    >
      {metrics && (
        <Flex align="center" gap={12} wrap style={{ marginBottom: 6 }}>
          <Progress
            percent={Math.min(100, metrics.utilization * 100)}
            strokeColor={bandColor(token, metrics.band)}
            format={() => formatPct(metrics.utilization, language)}
            size="small"
            style={{ width: 200, margin: 0 }}
            aria-label={`${t('fields.utilization')} ${formatPct(metrics.utilization, language)} (${t(`bands.${metrics.band}`)})`}
            data-band={metrics.band}
          />
          <Typography.Text type={metrics.state === 'overloaded' ? 'danger' : 'secondary'}>
            {t('containers.load', {
              cbm: formatCbm(metrics.cbm),
              usableCbm: formatCbm(metrics.usableCbm),
              kg: formatLoadKg(metrics.kg),
              maxKg: formatLoadKg(metrics.maxPayloadKg),
            })}
          </Typography.Text>
        </Flex>
      )}
      {details.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 6 }} ellipsis>
          {details.join(' · ')}
        </Typography.Paragraph>
      )}
      {rows.length ? (
        <Table<Row>
          rowKey={(row) => row.info.poLineId}
          size="small"
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <Typography.Text type="secondary">{t('containers.noLines')}</Typography.Text>
      )}
    </Card>
  );
}

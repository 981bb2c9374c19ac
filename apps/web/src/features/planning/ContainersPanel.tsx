import { MergeCellsOutlined } from '@ant-design/icons';
import type { ContainerState } from '@lading/planner';
import { formatCbm, formatLoadKg, formatDateTime } from '@lading/shared';
import { Button, Card, Collapse, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../reference/common/format';
import { ContainerCard, type ContainerCardActions } from './ContainerCard';
import { groupKey as qualityKey } from './plan-improve-run';
import { PlanQualityBar, QualityFigures } from './PlanQuality';
import { STATE_TAG_COLOR } from './planning-format';
import type { Workbench } from './useWorkbench';
import { groupKeyOf, type WorkContainer } from './workbench-state';

export interface ContainersPanelActions extends ContainerCardActions {
  onOneClickMerge(groupKey: string): void;
  onStopImprovement(): void;
}

const STATES: ContainerState[] = ['overloaded', 'partial', 'empty', 'full'];

/**
 * The right side: containers grouped by loading point × destination, one collapsible
 * group each (the first open), with live totals and the states at a glance.
 */
export function ContainersPanel(props: { wb: Workbench; actions: ContainersPanelActions }) {
  const { t, i18n } = useTranslation('planning');
  const { wb, actions } = props;
  const language = i18n.language;
  const [opened, setOpened] = useState<string[]>();
  const groups = new Map<string, WorkContainer[]>();
  for (const container of wb.state.containers) {
    const key = groupKeyOf(container);
    groups.set(key, [...(groups.get(key) ?? []), container]);
  }
  const metricOf = (c: WorkContainer) => wb.metrics.get(c.key);
  const cbmOf = (containers: readonly WorkContainer[]) =>
    containers.reduce((sum, c) => sum + (metricOf(c)?.cbm ?? 0), 0);
  const kg = wb.state.containers.reduce((sum, c) => sum + (metricOf(c)?.kg ?? 0), 0);
  const types = new Map<string, number>();
  for (const c of wb.state.containers) {
    types.set(c.containerType, (types.get(c.containerType) ?? 0) + 1);
  }
  // the groups the user opened (none is a choice too); the first one until then, or when
  // none of those is left (a new plan)
  const stillOpen = (opened ?? []).filter((key) => groups.has(key));
  const firstKey = groups.keys().next().value;
  const activeKey =
    opened && (opened.length === 0 || stillOpen.length) ? stillOpen : firstKey ? [firstKey] : [];
  const chosen = wb.selectedContainers.length;
  const quality = new Map(wb.improvement?.groups.map((group) => [qualityKey(group), group]));

  return (
    <Card
      size="small"
      title={t('containers.title')}
      extra={
        wb.state.dirty ? (
          <Tag color="warning">{t('toolbar.unsaved')}</Tag>
        ) : (
          <Typography.Text type="secondary">
            {wb.state.savedAt
              ? t('toolbar.saved', { at: formatDateTime(wb.state.savedAt) })
              : t('toolbar.notSaved')}
          </Typography.Text>
        )
      }
    >
      <Flex justify="space-between" align="baseline" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" data-testid="containers-summary">
          {t('containers.summary', {
            count: wb.state.containers.length,
            types: [...types].map(([type, n]) => `${n} × ${type}`).join(', ') || '—',
            cbm: formatCbm(cbmOf(wb.state.containers)),
            kg: formatLoadKg(kg),
          })}
        </Typography.Text>
        {chosen > 0 && (
          <Typography.Text>
            {t('toolbar.selectedContainers', { count: chosen })}
            <Button type="link" size="small" onClick={() => wb.setSelectedContainers([])}>
              {t('toolbar.clearSelection')}
            </Button>
          </Typography.Text>
        )}
      </Flex>
      <PlanQualityBar improvement={wb.improvement} onStop={actions.onStopImprovement} />
      {groups.size === 0 ? (
        <Empty description={t('containers.none')} />
      ) : (
        <Collapse
          size="small"
          destroyOnHidden
          activeKey={activeKey}
          onChange={(keys) => setOpened(Array.isArray(keys) ? keys : [keys])}
          items={[...groups].map(([groupKey, containers]) => {
            const first = containers[0]!;
            const title = t('containers.groupTitle', {
              loadingPoint: first.loadingPointName,
              destination: `${countryName(first.destinationCountry, language)} (${first.destinationCountry})`,
            });
            const counts = STATES.map((state) => ({
              state,
              count: containers.filter((c) => metricOf(c)?.state === state).length,
            })).filter((entry) => entry.count > 0);
            return {
              key: groupKey,
              label: (
                <Flex align="center" justify="space-between" gap={8}>
                  <Flex align="baseline" gap={8} wrap style={{ minWidth: 0 }}>
                    <Typography.Text strong>{title}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t('containers.groupSummary', {
                        count: containers.length,
                        cbm: formatCbm(cbmOf(containers)),
                      })}
                    </Typography.Text>
                    {counts.map(({ state, count }) => (
                      <Tag key={state} color={STATE_TAG_COLOR[state]} variant="outlined">
                        {count} {t(`states.${state}`)}
                      </Tag>
                    ))}
                    {quality.has(groupKey) && (
                      <QualityFigures
                        figures={quality.get(groupKey)!}
                        testId={`group-quality-${groupKey}`}
                      />
                    )}
                  </Flex>
                </Flex>
              ),
              children: (
                <section aria-label={title}>
                  <Flex vertical gap={8}>
                    {/* in the group's body, not its header: the header is itself a button
                        (axe nested-interactive) */}
                    <Flex justify="flex-end">
                      <Tooltip title={t('oneClick.help')}>
                        <Button
                          size="small"
                          icon={<MergeCellsOutlined />}
                          disabled={wb.busy || !wb.context || containers.length < 2}
                          onClick={() => actions.onOneClickMerge(groupKey)}
                        >
                          {t('oneClick.button')}
                        </Button>
                      </Tooltip>
                    </Flex>
                    {containers.map((container) => (
                      <ContainerCard
                        key={container.key}
                        wb={wb}
                        container={container}
                        metrics={metricOf(container)}
                        actions={actions}
                      />
                    ))}
                  </Flex>
                </section>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}

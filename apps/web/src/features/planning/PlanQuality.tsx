import { StopOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gapOf, type GroupQuality } from './plan-improve-run';
import { totalsOf, type Improvement } from './plan-quality';

/*
 * The last auto-plan's quality (issue 21): containers against the lower bound, proven
 * minimal or how far over, the time spent; while it improves, its progress and Stop.
 */

type Figures = Pick<GroupQuality, 'containers' | 'lowerBound' | 'proven' | 'ms'>;

const seconds = (ms: number, language: string) =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / 1000);

/** Bound, proven minimal or the gap, time: a group's or the total's figures. */
export function QualityFigures({ figures, testId }: { figures: Figures; testId?: string }) {
  const { t, i18n } = useTranslation('planning');
  const gap = gapOf(figures);
  return (
    <Flex align="baseline" gap={6} wrap data-testid={testId}>
      <Typography.Text type="secondary">
        {t('quality.bound', { bound: figures.lowerBound })}
      </Typography.Text>
      {figures.proven ? (
        <Tag color="success">{t('quality.proven')}</Tag>
      ) : (
        <Tag color={gap > 0 ? 'warning' : 'default'}>
          {gap > 0 ? t('quality.gap', { gap }) : t('quality.atBound')}
        </Tag>
      )}
      <Typography.Text type="secondary">
        {t('quality.time', { seconds: seconds(figures.ms, i18n.language) })}
      </Typography.Text>
    </Flex>
  );
}

/** Time used of the budget, ticking on the page (the worker reports only better plans). */
function useElapsed(running: boolean) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed(performance.now() - started), 200);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}

/**
 * The total, the status and, while improving, progress and Stop. The status region stays on
 * the page, empty without a plan, so that screen readers announce its changes (politely).
 */
export function PlanQualityBar(props: { improvement: Improvement | undefined; onStop(): void }) {
  const { improvement } = props;
  const running = improvement?.status === 'running';
  const elapsed = useElapsed(running);
  if (!improvement) return <div role="status" aria-live="polite" />;
  return <QualityBar improvement={improvement} elapsed={elapsed} onStop={props.onStop} />;
}

function QualityBar(props: { improvement: Improvement; elapsed: number; onStop(): void }) {
  const { t } = useTranslation('planning');
  const { improvement, elapsed } = props;
  const running = improvement.status === 'running';
  const totals = totalsOf(improvement.groups, improvement.ms);
  const gap = gapOf(totals);
  const status = running
    ? t('quality.improving')
    : improvement.status === 'stopped'
      ? t('quality.stopped')
      : totals.proven
        ? t('quality.provenAll')
        : gap > 0
          ? t('quality.doneGap', { count: gap })
          : t('quality.doneAtBound');
  const percent =
    improvement.budgetMs > 0 ? Math.min(99, Math.round((elapsed / improvement.budgetMs) * 100)) : 0;
  return (
    <section aria-label={t('quality.title')} data-testid="plan-quality">
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 8 }}>
        <Flex align="baseline" gap={8} wrap>
          <Typography.Text strong>{t('quality.total')}</Typography.Text>
          {improvement.groups.length > 0 && (
            <>
              <Typography.Text>
                {t('quality.containers', { count: totals.containers })}
              </Typography.Text>
              <QualityFigures figures={totals} testId="plan-quality-total" />
            </>
          )}
        </Flex>
        {running && (
          <Flex align="center" gap={8}>
            <Progress
              percent={percent}
              showInfo={false}
              size="small"
              style={{ width: 120, margin: 0 }}
              aria-label={t('quality.progress')}
            />
            <Button size="small" icon={<StopOutlined />} onClick={props.onStop}>
              {t('quality.stop')}
            </Button>
          </Flex>
        )}
      </Flex>
      <div role="status" aria-live="polite">
        <Typography.Text type={running ? undefined : 'secondary'}>{status}</Typography.Text>
      </div>
    </section>
  );
}

import {
  formatPercent,
  formatQty,
  type DashboardCardItem,
  type DashboardSectionItem,
} from '@lading/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The figure as text: a count, or the OTD rate ("No data" when nothing was received). */
function useFigure() {
  const { t } = useTranslation('home');
  return (item: DashboardCardItem) => {
    if (item.card === 'otd') return item.value === null ? t('noData') : formatPercent(item.value);
    return formatQty(item.value ?? 0);
  };
}

/** What the figure was counted over, under the number (OTD, the week's loadings). */
function useDetail() {
  const { t } = useTranslation('home');
  return (item: DashboardCardItem): string | null => {
    if (item.card === 'otd') {
      return t('otdDetail', {
        onTime: item.onTime ?? 0,
        received: item.received ?? 0,
        from: item.from,
        to: item.to,
      });
    }
    if (item.card === 'weekLoadings')
      return t('weekDetail', { monday: item.from, sunday: item.to });
    return null;
  };
}

/**
 * One figure as a link to the list it counts: the whole card is the link, named by its
 * visible text — what it counts and the number ("Containers at sea 4"), and the period
 * when it has one (axe: the name holds the visible text).
 */
function DashboardCard(props: { item: DashboardCardItem }) {
  const { t } = useTranslation('home');
  const figure = useFigure();
  const detailOf = useDetail();
  const { item } = props;
  const title = t(`cards.${item.card}`);
  const value = figure(item);
  const detail = detailOf(item);
  return (
    <Link to={item.link} data-card={item.card} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Statistic title={title} value={value} />
        {detail && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {detail}
          </Typography.Text>
        )}
      </Card>
    </Link>
  );
}

/** The caller's dashboard: a headed group of figure cards per section. */
export function DashboardSections(props: { sections: readonly DashboardSectionItem[] }) {
  const { t } = useTranslation('home');
  return props.sections.map(({ section, cards }) => (
    <section key={section} aria-labelledby={`home-section-${section}`} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={`home-section-${section}`} style={{ fontSize: 16 }}>
        {t(`sections.${section}`)}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((item) => (
          <Col xs={24} sm={12} lg={6} key={item.card}>
            <DashboardCard item={item} />
          </Col>
        ))}
      </Row>
    </section>
  ));
}

import { BellOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/session';
import { useBuiltInNames } from '../../i18n/useBuiltInNames';
import { useUnreadCount } from '../messages/useMessages';
import { DashboardSections } from './DashboardCards';
import { ScreenTiles } from './ScreenTiles';
import { useHomeSummary } from './useHomeSummary';

const greetingKey = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/**
 * The start page (issue 15 "Home dashboard"): a greeting, what the user's role needs first
 * (the server picks the cards from their resources; each number links to its list), and
 * below, unread messages and a tile for each screen the user has.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const names = useBuiltInNames();
  const user = useCurrentUser();
  const unread = useUnreadCount();
  const summary = useHomeSummary();
  return (
    <div>
      {/* the screen's h1 is the shell's title above (issue 22) */}
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t(`greeting.${greetingKey(new Date().getHours())}`, {
          name: user.nickname || user.username,
        })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('signedInAs', { group: user.roles.map(names.group).join(', ') })}
        {user.supplierList.length > 0 &&
          ` · ${t('suppliers', { list: user.supplierList.map((s) => s.name).join(', ') })}`}
      </Typography.Paragraph>
      {summary.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {summary.isError && (
        <Alert type="warning" showIcon title={t('summaryFailed')} style={{ marginBottom: 24 }} />
      )}
      {summary.data && <DashboardSections sections={summary.data.sections} />}
      <section aria-labelledby="home-section-screens">
        <Typography.Title level={2} id="home-section-screens" style={{ fontSize: 16 }}>
          {t('sections.screens')}
        </Typography.Title>
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={24} sm={12} lg={6}>
            <Card>
              <Statistic title={t('unread')} value={unread.data ?? 0} prefix={<BellOutlined />} />
            </Card>
          </Col>
        </Row>
        <ScreenTiles />
      </section>
    </div>
  );
}

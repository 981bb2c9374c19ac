import { BellOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/session';
import { routesFromMenus, flattenRoutes } from '../../app/menu-routes';
import { routeTable } from '../../app/route-table';
import { MenuIcon } from '../../app/shell/menu-icons';
import { routeTitle } from '../../app/shell/route-title';
import { useUnreadCount } from '../messages/useMessages';

const greetingKey = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/** The start page: a greeting, unread messages and a tile for each screen the user has. */
export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const user = useCurrentUser();
  const unread = useUnreadCount();
  const tiles = flattenRoutes(routesFromMenus(routeTable, user.menus))
    .map(({ route }) => route)
    .filter((route) => !route.hidden && route.name !== 'home');
  return (
    <div>
      <Typography.Title level={3}>
        {t(`greeting.${greetingKey(new Date().getHours())}`, {
          name: user.nickname || user.username,
        })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('signedInAs', { group: user.roles.join(', ') })}
        {user.supplierList.length > 0 &&
          ` · ${t('suppliers', { list: user.supplierList.map((s) => s.name).join(', ') })}`}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Statistic title={t('unread')} value={unread.data ?? 0} prefix={<BellOutlined />} />
          </Card>
        </Col>
        {tiles.map((route) => (
          <Col xs={24} sm={12} lg={6} key={route.fullPath}>
            <Link to={route.fullPath}>
              <Card hoverable>
                <Card.Meta
                  avatar={<MenuIcon name={route.icon} />}
                  title={routeTitle(route, i18n.language)}
                  description={
                    <span>
                      {t('open')} <RightOutlined />
                    </span>
                  }
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}

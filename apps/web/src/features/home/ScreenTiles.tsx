import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/session';
import { flattenRoutes, routesFromMenus } from '../../app/menu-routes';
import { routeTable } from '../../app/route-table';
import { MenuIcon } from '../../app/shell/menu-icons';
import { routeTitle } from '../../app/shell/route-title';

/** A tile for each screen of the user's menus (home itself and hidden screens left out). */
export function ScreenTiles() {
  const { t, i18n } = useTranslation('home');
  const user = useCurrentUser();
  const tiles = flattenRoutes(routesFromMenus(routeTable, user.menus))
    .map(({ route }) => route)
    .filter((route) => !route.hidden && route.name !== 'home');
  return (
    <Row gutter={[16, 16]}>
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
  );
}

import { DownOutlined } from '@ant-design/icons';
import type { ContainerItem, StatusChangeTarget } from '@lading/shared';
import { isTrackingEditable } from '@lading/shared';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { nextStatuses } from './useTracking';

/**
 * A shipping-plan row's tracking actions for those who may change tracking: open the
 * tracking drawer, and move the container to one of its next statuses (the status dialog
 * asks the milestone's date).
 */
export function TrackingRowActions(props: {
  container: ContainerItem;
  onTracking(container: ContainerItem): void;
  onStatus(container: ContainerItem, target: StatusChangeTarget): void;
}) {
  const { t } = useTranslation('tracking');
  const { t: tp } = useTranslation('planning');
  const c = props.container;
  const targets = nextStatuses(c.status);
  return (
    <Space size={0}>
      {isTrackingEditable(c.status) && (
        <Button size="small" type="link" onClick={() => props.onTracking(c)}>
          {t('actions.tracking')}
        </Button>
      )}
      {targets.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: targets.map((target) => ({
              key: target,
              danger: target === 'Cancelled',
              label: t('actions.moveTo', { status: tp(`statuses.${target}`) }),
            })),
            onClick: ({ key }) => props.onStatus(c, key as StatusChangeTarget),
          }}
        >
          <Button size="small" type="link">
            {t('actions.changeStatus')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

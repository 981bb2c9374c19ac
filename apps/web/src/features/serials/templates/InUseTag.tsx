import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a template is in use, in words (green when it is). */
export function InUseTag(props: { active: boolean }) {
  const { t } = useTranslation('serials');
  return (
    <Tag color={props.active ? 'green' : 'default'}>
      {t(props.active ? 'templates.inUse' : 'templates.notInUse')}
    </Tag>
  );
}

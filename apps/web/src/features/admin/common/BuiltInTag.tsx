import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks a built-in group or resource (cannot be deleted; its name or key is fixed). */
export function BuiltInTag({ builtin }: { builtin: number }) {
  const { t } = useTranslation('admin');
  return builtin ? <Tag color="blue">{t('common.builtIn')}</Tag> : <Tag>{t('common.custom')}</Tag>;
}

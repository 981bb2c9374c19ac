import { MinusOutlined, PlusOutlined, CheckOutlined } from '@ant-design/icons';
import { formatQty } from '@lading/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Scanned − planned, said in words and a sign, not by colour alone: "+3 over", "−2 short",
 * "0 · matches".
 */
export function Difference(props: { value: number }) {
  const { t } = useTranslation('traceability');
  const { value } = props;
  const n = formatQty(Math.abs(value));
  if (value > 0)
    return (
      <Tag color="orange" icon={<PlusOutlined aria-hidden />}>
        {t('difference.over', { n })}
      </Tag>
    );
  if (value < 0)
    return (
      <Tag color="red" icon={<MinusOutlined aria-hidden />}>
        {t('difference.short', { n })}
      </Tag>
    );
  return (
    <Tag color="green" icon={<CheckOutlined aria-hidden />}>
      {t('difference.match')}
    </Tag>
  );
}

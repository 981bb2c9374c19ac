import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon } from '../../../app/shell/menu-icons';
import { fieldAria, type FieldAriaProps } from '../../common/field-aria';

const OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
}));

/** Picks a menu icon by name, each option drawn with its icon. */
export function IconSelect(
  props: {
    id?: string;
    value?: string;
    onChange?: (value: string) => void;
  } & FieldAriaProps,
) {
  const { t } = useTranslation('admin');
  return (
    <Select
      id={props.id}
      {...fieldAria(props)}
      allowClear
      value={props.value || undefined}
      onChange={(value?: string) => props.onChange?.(value ?? '')}
      showSearch={{ optionFilterProp: 'value' }}
      placeholder={t('menus.iconPlaceholder')}
      options={OPTIONS}
    />
  );
}

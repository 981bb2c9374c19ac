import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './country-options';

/** A destination country, named in the reader's language (any Select props pass through). */
export function CountrySelect(props: Omit<SelectProps, 'options'>) {
  const { i18n } = useTranslation();
  return <Select {...props} options={countryOptions(i18n.language)} />;
}

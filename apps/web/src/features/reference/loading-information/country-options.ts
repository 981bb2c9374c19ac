import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '@lading/shared';
import { countryName } from '../common/format';

/** The destination countries as select options, named in the user's language. */
export const countryOptions = (language: string) =>
  DESTINATION_COUNTRIES.map((country) => ({
    value: country,
    label: `${countryName(country, language)} (${country})`,
  }));

export const containerTypeOptions = CONTAINER_TYPES.map((code) => ({ value: code, label: code }));

import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@lading/shared';
import { LANGUAGE_COOKIE } from '../lib/constants';
import { readCookie } from '../lib/cookies';

/** spec §1/§9: zh or en from the `language` cookie, default en. */
export const currentLanguage = (): Language =>
  toLanguage(readCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE);

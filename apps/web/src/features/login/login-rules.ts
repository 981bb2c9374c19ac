import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@lading/shared';
import type { TFunction } from 'i18next';

/** spec §5: user ID trimmed, 3–24; password 3–64 (issue 12). Returns the message per field, if any. */
export function loginFieldErrors(
  form: { username: string; password: string },
  t: TFunction<'login'>,
) {
  const errors: { username?: string; password?: string } = {};
  const username = form.username.trim();
  if (!username) errors.username = t('usernameRequired');
  else if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    errors.username = t('usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX });
  }
  if (!form.password) errors.password = t('passwordRequired');
  else if (form.password.length < PASSWORD_MIN || form.password.length > PASSWORD_MAX) {
    errors.password = t('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  return errors;
}

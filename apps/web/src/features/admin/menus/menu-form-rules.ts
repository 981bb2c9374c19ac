import { saveMenuRequest } from '@lading/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The menu form's rules: the server contract's limits (`saveMenuRequest`). */
export function menuFormRules(t: TFunction<'admin'>) {
  const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
  const max = (limit: number): FormRule => ({
    max: limit,
    message: t('common.maxLength', { max: limit }),
  });
  return {
    parentId: [{ required: true, message: t('menus.rules.parentRequired') }] as FormRule[],
    name: [
      required(t('menus.rules.nameRequired')),
      max(50),
      {
        // The contract's own pattern: a letter, then letters, digits, _ and -.
        validator: (_, value: string | undefined) =>
          !value?.trim() || saveMenuRequest.shape.name.safeParse(value).success
            ? Promise.resolve()
            : Promise.reject(new Error(t('menus.rules.namePattern'))),
      },
    ] as FormRule[],
    title: [required(t('menus.rules.titleRequired')), max(50)],
    entitle: [required(t('menus.rules.entitleRequired')), max(80)],
  };
}

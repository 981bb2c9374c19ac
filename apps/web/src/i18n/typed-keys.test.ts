import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import './index';

/**
 * The label keys are typed (i18next.d.ts): a key the catalog lacks does not compile. The
 * `@ts-expect-error` lines fail the typecheck the day that stops being true.
 */
describe('typed label keys', () => {
  it('reads a key of the catalog, in the default namespace or another', async () => {
    await i18next.changeLanguage('en');
    expect(i18next.t('actions.save')).toBe('Save');
    expect(i18next.t('orders:statuses.Open')).toBe('Not planned');
  });

  it('refuses an unknown key or namespace at compile time', () => {
    const unknown = [
      // @ts-expect-error an unknown key is a type error
      () => i18next.t('orders:statuses.NoSuchStatus'),
      // @ts-expect-error an unknown namespace too
      () => i18next.t('noSuchNamespace:title'),
    ];
    expect(unknown).toHaveLength(2);
  });
});

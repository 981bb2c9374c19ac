// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { ReadDot } from './ReadDot';

afterEach(cleanup);

describe('ReadDot', () => {
  it('is a picture named read or unread, in both languages', async () => {
    await i18n.changeLanguage('en');
    render(<ReadDot read={false} />);
    expect(screen.getByRole('img', { name: 'Unread' })).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('zh');
    render(<ReadDot read />);
    expect(screen.getByRole('img', { name: i18n.t('messages:read') })).toBeTruthy();
  });
});

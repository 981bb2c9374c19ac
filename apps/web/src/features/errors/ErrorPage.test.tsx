// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { ErrorPage } from './ErrorPage';

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

const renderPage = (status: '404' | '403') =>
  render(
    <MemoryRouter>
      <ErrorPage status={status} />
    </MemoryRouter>,
  );

describe('the error pages (issue 22)', () => {
  it('are a main landmark with an h1 and a window title', () => {
    renderPage('404');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('404 · Page not found');
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(document.title).toBe('Page not found · Lading');
  });

  it('speak the chosen language', async () => {
    await act(() => setLanguage('zh'));
    renderPage('403');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('401 · 无权访问');
    expect(document.title).toBe('无权访问 · Lading');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

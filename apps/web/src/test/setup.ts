import { configure } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll } from 'vitest';
import { LANGUAGE_COOKIE } from '../lib/constants';
import { keepOnlyVisibilityCss } from './visibility-css';

// jsdom lacks what antd measures the screen with (STACK.md: antd under vitest needs matchMedia).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}

// antd's CSS, less what jsdom cannot use (visibility-css.ts): queries and clicks in seconds less.
// LADING_TEST_FULL_CSS=1 keeps all of it, to compare when a test's outcome seems to hang on CSS.
if (!process.env.LADING_TEST_FULL_CSS) keepOnlyVisibilityCss();

// antd forms render slowly in jsdom on a busy 2-CPU machine; findBy*/waitFor wait for the
// UI to settle, they do not measure speed (QUALITY.md: no timed assertions in tests).
configure({ asyncUtilTimeout: 5_000 });

// Every test file starts in English, whatever the file before it chose: web files share one
// module cache (isolate: false), so i18next and the language cookie outlive a file.
beforeAll(async () => {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});

import { configure } from '@testing-library/react';

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

// antd forms render slowly in jsdom on a busy 2-CPU machine; findBy*/waitFor wait for the
// UI to settle, they do not measure speed (QUALITY.md: no timed assertions in tests).
configure({ asyncUtilTimeout: 5_000 });

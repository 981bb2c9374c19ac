import { act } from '@testing-library/react';

/**
 * Lets every pending promise callback run, and React render what they set, before a test
 * asserts that something did NOT happen: one turn of the event loop (all microtasks run
 * before it ends), not a timed sleep.
 */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

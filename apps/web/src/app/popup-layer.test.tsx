// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { popupContainer, PopupLayer } from './popup-layer';

afterEach(cleanup);

describe('the pop-up layer (issue 22)', () => {
  it('holds anchored pop-ups in a named region; dialogs and toasts stay in body', () => {
    render(<PopupLayer />);
    const layer = screen.getByRole('region', { name: 'Pop-ups' });
    const trigger = document.createElement('button');
    expect(popupContainer(trigger)).toBe(layer);
    expect(popupContainer()).toBe(document.body);
    // a drawer asks with <body> as its "trigger"
    expect(popupContainer(document.body)).toBe(document.body);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { DaysLeftCell } from './DdCells';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

/** The cell's text, and whether antd draws it as a danger (red) text. */
function shown(days: number | null) {
  const { container } = render(<DaysLeftCell days={days} />);
  return {
    text: container.textContent,
    red: container.querySelector('.ant-typography-danger') !== null,
  };
}

describe('DaysLeftCell: the days before a file ends (NDA & Contract)', () => {
  it('shows a dash without an end day', () => {
    expect(shown(null)).toEqual({ text: '—', red: false });
  });

  it('shows the days plainly beyond 30', () => {
    expect(shown(31)).toEqual({ text: '31', red: false });
  });

  it('shows the days in red from 30 down to the last day', () => {
    expect(shown(30)).toEqual({ text: '30', red: true });
    expect(shown(0)).toEqual({ text: '0', red: true });
  });

  it('says Expired once the end day is past', () => {
    expect(shown(-1)).toEqual({ text: 'Expired', red: true });
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh');
    render(<DaysLeftCell days={-3} />);
    expect(screen.getByText('已过期')).toBeTruthy();
  });
});

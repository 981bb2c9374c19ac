// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { MilestonesCell } from './plan-line-columns';
import { planLine } from './ready-dates-test-support';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a plan line’s milestones (what a supplier reads)', () => {
  it('shows the dates reached, then vessel / voyage → POD', () => {
    render(
      <MilestonesCell
        line={planLine({
          loadingDate: '2026-08-01',
          atd: '2026-08-03',
          ata: null,
          vessel: 'MSC ANNA',
          voyage: '618W',
          pod: 'Lagos',
        })}
      />,
    );
    expect(screen.getByText('Loading date 2026-08-01')).toBeTruthy();
    expect(screen.getByText('ATD 2026-08-03')).toBeTruthy();
    expect(screen.queryByText(/^ATA/)).toBeNull();
    expect(screen.getByText('MSC ANNA / 618W → Lagos')).toBeTruthy();
  });

  it('shows a dash before release milestones, in Chinese too', async () => {
    render(<MilestonesCell line={planLine({})} />);
    expect(screen.getByText('—')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('zh');
    render(<MilestonesCell line={planLine({ receivingDate: '2026-09-10', pod: 'Tema' })} />);
    expect(screen.getByText('收货日期 2026-09-10')).toBeTruthy();
    expect(screen.getByText('Tema')).toBeTruthy();
  });
});

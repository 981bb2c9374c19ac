// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Workbench } from './useWorkbench';
import { linesOfSearch, usePreselectedLines } from './workbench-preselect';

describe('linesOfSearch', () => {
  it('reads positive PO line ids, once each', () => {
    expect(linesOfSearch('?lines=12,15,12')).toEqual([12, 15]);
    expect(linesOfSearch('?lines=0,-1,x,1e2,07,9')).toEqual([9]);
    expect(linesOfSearch('?other=1')).toEqual([]);
  });
});

describe('usePreselectedLines', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/arrange/preArrange?lines=5,6,99']}>{children}</MemoryRouter>
  );
  const workbench = (ids: number[], loading: boolean, setSelectedLines: (ids: number[]) => void) =>
    ({
      openLines: ids.map((poLineId) => ({ poLineId })),
      openLinesLoading: loading,
      setSelectedLines,
    }) as unknown as Workbench;

  it('selects the linked lines that are open once the open lines have loaded', () => {
    const select = vi.fn();
    const { rerender } = renderHook((wb: Workbench) => usePreselectedLines(wb), {
      wrapper,
      initialProps: workbench([], true, select),
    });
    expect(select).not.toHaveBeenCalled();
    // some found while still loading: wait for the rest
    rerender(workbench([5], true, select));
    expect(select).not.toHaveBeenCalled();
    act(() => rerender(workbench([5, 6, 7], false, select)));
    expect(select).toHaveBeenCalledExactlyOnceWith([5, 6]);
    // once only: later loads leave the user's selection alone
    rerender(workbench([5, 6, 7, 8], false, select));
    expect(select).toHaveBeenCalledTimes(1);
  });
});

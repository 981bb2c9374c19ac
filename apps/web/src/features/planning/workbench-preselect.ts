import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Workbench } from './useWorkbench';

/** At most this many lines come preselected by a link. */
const MAX_PRESELECTED = 500;

/**
 * The open lines a link asks the workbench to select: `lines=12,15` (PO line ids; the spare
 * capacity report's "top up"). Anything but positive ids is left out.
 */
export function linesOfSearch(search: string): number[] {
  const text = new URLSearchParams(search).get('lines') ?? '';
  const ids = text
    .split(',')
    .filter((part) => /^[1-9][0-9]{0,14}$/.test(part.trim()))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_PRESELECTED);
}

/**
 * Selects the open lines a link names (`?lines=`), once they have loaded — on opening, and
 * again for each new link while the kept-alive workbench stays mounted. Lines no longer open
 * are left out; nothing else changes.
 */
export function usePreselectedLines(wb: Workbench) {
  const location = useLocation();
  const ownPath = useRef(location.pathname).current;
  const handled = useRef<string | undefined>(undefined);
  const [wanted, setWanted] = useState<number[]>();
  useEffect(() => {
    // a kept-alive page sees the other pages' URLs too
    if (location.pathname !== ownPath || location.search === handled.current) return;
    handled.current = location.search;
    const ids = linesOfSearch(location.search);
    if (ids.length) setWanted(ids);
  }, [location.pathname, location.search, ownPath]);
  const { openLines, openLinesLoading, setSelectedLines } = wb;
  useEffect(() => {
    if (!wanted) return;
    const open = new Set(openLines.map((line) => line.poLineId));
    const found = wanted.filter((id) => open.has(id));
    // wait for the lines: all of them found, or the load over with some found
    if (!found.length || (found.length < wanted.length && openLinesLoading)) return;
    setWanted(undefined);
    setSelectedLines(found);
  }, [wanted, openLines, openLinesLoading, setSelectedLines]);
}

import { useEffect, useState } from 'react';

/**
 * What a server-searched select needs: the keyword typed (trimmed, 300 ms after the last
 * key, so a word typed is one request) and whether the list is open (nothing is asked for
 * before). Spread `onSearch` into `showSearch` and pass `onOpenChange` to the Select.
 */
export function useSearchAsTyped() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  return { keyword, open, onSearch: setTyped, onOpenChange: setOpen };
}

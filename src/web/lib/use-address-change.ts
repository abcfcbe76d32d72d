import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Changes to a screen's state kept in its address (filters, sort, page), each a function of the address as it
 * is when applied, so that quick successive changes build on each other. The address is read from the location
 * itself: React Router's functional update reads the params of the last render, which on a busy machine may
 * not have caught up with the previous change yet (a gender, then a price, lost the gender).
 */
export function useAddressChange<T>(read: (params: URLSearchParams) => T, write: (value: T) => URLSearchParams) {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next: (current: T) => T, replace = false) =>
      setParams(write(next(read(new URLSearchParams(window.location.search)))), { replace, preventScrollReset: true }),
    [setParams, read, write],
  );
}

/** A screen's state kept in its address: what the address stands for now, and the changes to it (above). */
export function useAddressState<T>(read: (params: URLSearchParams) => T, write: (value: T) => URLSearchParams) {
  const [params] = useSearchParams();
  const value = useMemo(() => read(params), [params, read]);
  return [value, useAddressChange(read, write)] as const;
}

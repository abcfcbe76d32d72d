import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the schema; screens call it once they have painted (see `usePreloadedResolver`). */
  preload: () => void;
}

/**
 * A form resolver whose schema, and the validation library with it, loads on first use rather than with
 * the screen: the form paints without it, and it is there by the time anyone submits.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed download is tried again on the next use
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}

/** The resolver of a form, its schema loading right after the first paint. */
export function usePreloadedResolver<T extends FieldValues>(lazy: LazyResolver<T>): Resolver<T> {
  useEffect(() => lazy.preload(), [lazy]);
  return lazy.resolver;
}

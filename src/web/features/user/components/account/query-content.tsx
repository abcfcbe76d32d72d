import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useErrorText } from '@/web/lib/error-text';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The height of the placeholder while it loads. */
  skeletonHeight: number;
  children(data: T): ReactNode;
}

/** What a query answered, a placeholder while it loads, or why it failed. */
export function QueryContent<T>({ query, skeletonHeight, children }: QueryContentProps<T>) {
  const message = useErrorText();
  if (query.isPending) return <Skeleton variant="rounded" height={skeletonHeight} />;
  if (query.isError) return <Alert severity="error">{message(query.error)}</Alert>;
  return children(query.data);
}

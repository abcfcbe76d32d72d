import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { brand } from '../../contract/brand';

interface PageProps extends BoxProps {
  /** The screen's title; the document title becomes "{title} | {product}" (DECISIONS §5). */
  title: string;
  children: ReactNode;
}

export function pageTitle(title: string): string {
  return `${title} | ${brand.productName}`;
}

/** Wraps a screen: sets the document title (the route-change handler reports the page view). */
export function Page({ title, children, ...other }: PageProps) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return <Box {...other}>{children}</Box>;
}

import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { brand } from '@/contract/brand';

interface PageProps extends BoxProps {
  /** The screen's title; the document title becomes "{title} | {product}". */
  title: string;
  children: ReactNode;
}

export function pageTitle(title: string): string {
  return `${title} | ${brand.productName}`;
}

/**
 * Wraps a screen and gives the document its title (React places the <title> in the head, also in a page
 * rendered at build time); the route-change handler reports the page view.
 */
export function Page({ title, children, ...other }: PageProps) {
  return (
    <Box {...other}>
      <title>{pageTitle(title)}</title>
      {children}
    </Box>
  );
}

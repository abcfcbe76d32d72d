import type { Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/** A router link for a grid row's menu items (GridActionsCellItem), which pass the address as `href`. */
export function GridMenuLink({
  href,
  ref,
  ...other
}: Omit<LinkProps, 'to'> & { href: string; ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink ref={ref} to={href} {...other} />;
}

import type { RouteObject } from 'react-router';
import { lazyScreens } from './lazy-screen';

const layout = lazyScreens(import.meta.glob('@/web/lib/query-layout.tsx'))('query-layout');

/** A pathless layout route giving `children` the server-data cache (./query-layout). */
export const withServerData = (children: RouteObject[]): RouteObject => ({ ...layout, children });

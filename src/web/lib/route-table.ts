import { createContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The app's whole route table, given by the app (app/app.tsx) to whatever describes it: the routing page of the
 * docs lists it, so the docs cannot drift from the router.
 */
export const RouteTable = createContext<readonly RouteObject[]>([]);

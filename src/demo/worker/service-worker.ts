// First: the globals the server's code expects of Node (Buffer), before any of it is evaluated.
import './node-globals';
import { DemoMode, demoAnsweredPath } from '@/contract/demo-mode';
import { createIndexedDbSnapshotStore } from '@/demo/database/snapshot-store';
import { createBrowserStorage } from './browser-storage';
import { createDemoGateway } from './demo-gateway';
import { demoSecret } from './demo-secret';

/** What this file uses of the service worker's global scope (the DOM library the project compiles with lacks it). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}
const worker = globalThis as unknown as WorkerScope;

const gateway = createDemoGateway({
  snapshots: createIndexedDbSnapshotStore(),
  storage: createBrowserStorage(),
  secret: demoSecret,
});

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
worker.addEventListener('message', (event) => {
  if (event.data === DemoMode.claimMessage) event.waitUntil(worker.clients.claim());
});

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== worker.location.origin) return;
  const path = demoAnsweredPath(url.pathname, new URL(worker.registration.scope).pathname);
  if (path === undefined) return;
  // The data is written after the answer; the worker stays alive until it is.
  event.respondWith(gateway.answer(event.request, path + url.search, (work) => event.waitUntil(work)));
});

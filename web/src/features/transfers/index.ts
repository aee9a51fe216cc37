// The public surface of the transfers feature: what the app shell may use.
export { transferRoutes } from './route-tree';

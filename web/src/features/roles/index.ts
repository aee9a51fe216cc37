// The public surface of the roles feature: what the app shell may use.
export { roleRoutes } from './route-tree';

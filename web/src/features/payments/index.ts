// The public surface of the payments feature: what the app shell and other features may use.
export { paymentRoutes } from './route-tree';

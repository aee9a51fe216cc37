// The public surface of the sport-centers feature: what the app shell may use.
export { sportCenterRoutes } from './route-tree';

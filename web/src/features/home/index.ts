// The public surface of the home feature: what the app shell uses.
export { HomePage } from './home-page';

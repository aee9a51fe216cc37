// The public surface of the clubs feature: what other features may use. (Its pages are loaded
// by the app's route tree, each lazily from its own module.)
export { clubKeys } from './api/keys';

// What other server features may import from slots/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { slotPlaces } from './slot-places.repository';

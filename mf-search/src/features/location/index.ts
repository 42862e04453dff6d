/** What other features use of this one: the rest of its folder is its own. */
export { locationLabel } from './model/places';
export { LocationField } from './ui/LocationField';

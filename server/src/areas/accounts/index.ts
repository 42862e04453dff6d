export { authPlugin } from './routes.js';
export { userPlugin } from './profile-routes.js';

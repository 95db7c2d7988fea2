import { strykerOptions } from './scopes.mjs';

export default strykerOptions('api-money');

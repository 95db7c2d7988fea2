import { strykerOptions } from './scopes.mjs';

export default strykerOptions('ui');

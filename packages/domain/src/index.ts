export * from './constants';
export * from './calculator';

// Exports of the data group of components.
export {};

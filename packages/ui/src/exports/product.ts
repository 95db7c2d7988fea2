// Exports of the product group of components.
export {};

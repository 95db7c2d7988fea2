// Exports of the overlay group of components.
export {};

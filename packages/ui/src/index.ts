// @sahm/ui public API. One explicit named barrel (DESIGN.md example 1), split
// by component group so each group's exports live beside its owners.
export * from './exports/core';
export * from './exports/layout';
export * from './exports/product';
export * from './exports/data';
export * from './exports/overlay';

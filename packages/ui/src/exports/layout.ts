// Exports of the layout and typography group: what screens compose so they write almost no CSS.
export { Field, type FieldProps, type FieldControlProps, type FieldLayout } from '../components/Field/Field';
export { fieldLayouts } from '../components/Field/Field.css';

// Exports of the data group of components.
export { Select, type SelectProps, type SelectOption } from '../components/Select/Select';
export { selectSizes } from '../components/Select/Select.css';
export { Checkbox, type CheckboxProps, type CheckboxState } from '../components/Checkbox/Checkbox';
export { EmptyState, emptyStateHeadingLevels, type EmptyStateProps } from '../components/EmptyState/EmptyState';
export { OtpInput, type OtpInputProps } from '../components/OtpInput/OtpInput';
// Its rows speak domain's vocabulary (transactionTypes, transactionStatuses, transactionSorts,
// transactionPaymentMethods): take those from @sahm/domain, the one place they are defined.
export {
  TransactionTable,
  normalizeTransactionStatus,
  transactionColumns,
  type TransactionTableProps,
  type TransactionRow,
  type TransactionColumn,
} from '../components/TransactionTable/TransactionTable';
export { DataTable, type DataTableProps, type DataTableColumn, type DataTableAlign } from '../components/DataTable/DataTable';
export { dataTableAligns } from '../components/DataTable/DataTable.css';
export { Carousel, slidesPerViewFor, carouselSwipeThreshold, type CarouselProps } from '../components/Carousel/Carousel';
export { DescriptionList, type DescriptionListProps, type DescriptionItem } from '../components/DescriptionList/DescriptionList';
export { descriptionListLayouts, descriptionValueSizes } from '../components/DescriptionList/DescriptionList.css';

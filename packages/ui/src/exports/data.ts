// Exports of the data group of components.
export { Select, type SelectProps, type SelectOption } from '../components/Select/Select';
export { selectSizes } from '../components/Select/Select.css';
export { Checkbox, type CheckboxProps, type CheckboxState } from '../components/Checkbox/Checkbox';
export { EmptyState, emptyStateHeadingLevels, type EmptyStateProps } from '../components/EmptyState/EmptyState';
export { OtpInput, type OtpInputProps } from '../components/OtpInput/OtpInput';
export {
  TransactionTable,
  normalizeTransactionStatus,
  transactionTypes,
  transactionStatuses,
  paymentMethods,
  transactionSorts,
  transactionColumns,
  type TransactionTableProps,
  type TransactionRow,
  type TransactionType,
  type TransactionStatus,
  type PaymentMethod,
  type TransactionSort,
  type TransactionColumn,
} from '../components/TransactionTable/TransactionTable';
export { Carousel, slidesPerViewFor, carouselSwipeThreshold, type CarouselProps } from '../components/Carousel/Carousel';

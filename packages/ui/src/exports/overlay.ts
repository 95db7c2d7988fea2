// Exports of the overlay group of components.
export {
  ThemedPortal,
  usePortalContainer,
  type ThemedPortalProps,
  type RadixPortalComponent,
} from '../components/Portal/Portal';
export { Dialog, DialogClose, type DialogProps, type DialogSize } from '../components/Dialog/Dialog';
export { dialogSizes } from '../components/Dialog/Dialog.css';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from '../components/ConfirmDialog/ConfirmDialog';
export { confirmTones } from '../components/ConfirmDialog/ConfirmDialog.css';
export {
  DropdownMenu,
  type DropdownMenuProps,
  type DropdownMenuEntry,
  type DropdownMenuItem,
  type DropdownMenuSeparator,
  type DropdownMenuItemTone,
  type DropdownMenuAlign,
} from '../components/DropdownMenu/DropdownMenu';
export { dropdownMenuItemTones, dropdownMenuAligns } from '../components/DropdownMenu/DropdownMenu.css';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabItem,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
  type TabsActivationMode,
} from '../components/Tabs/Tabs';
export { tabsActivationModes } from '../components/Tabs/Tabs.css';
export {
  Accordion,
  type AccordionProps,
  type AccordionItem,
  type AccordionSingleProps,
  type AccordionMultipleProps,
  type AccordionHeadingLevel,
} from '../components/Accordion/Accordion';
export { accordionTypes, accordionHeadingLevels } from '../components/Accordion/Accordion.css';
export {
  Toast,
  ToastProvider,
  useToast,
  type ToastProps,
  type ToastOptions,
  type ToastApi,
  type ToastTone,
  type ToastProviderProps,
} from '../components/Toast/Toast';
export { toastTones } from '../components/Toast/Toast.css';
export { DeferredToastProvider, type DeferredToastProviderProps } from '../components/Toast/DeferredToastProvider';
export { CountdownTimer, type CountdownTimerProps, type CountdownVariant } from '../components/CountdownTimer/CountdownTimer';
export { countdownVariants } from '../components/CountdownTimer/CountdownTimer.css';
export { PhotoViewer, type PhotoViewerProps, type ViewerPhoto } from '../components/PhotoViewer/PhotoViewer';

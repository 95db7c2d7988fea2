// Exports of the product group of components.
export { Slider, type SliderProps } from '../components/Slider/Slider';
export { TextField, type TextFieldProps } from '../components/TextField/TextField';
export { TextArea, type TextAreaProps } from '../components/TextArea/TextArea';
export { textFieldTypes, textFieldInputModes } from '../components/TextField/TextField.css';
export { PasswordField, type PasswordFieldProps } from '../components/PasswordField/PasswordField';
export { passwordAutoCompletes } from '../components/PasswordField/PasswordField.css';
export { ProgressBar, formatProgressPercent, type ProgressBarProps } from '../components/ProgressBar/ProgressBar';
export { progressTones } from '../components/ProgressBar/ProgressBar.css';
export { CameraCapture, type CameraCaptureProps, type CameraError, type CameraFacing, type CameraSource } from '../components/CameraCapture/CameraCapture';
export { cameraFacings } from '../components/CameraCapture/CameraCapture.css';
export { CountUp, type CountUpProps } from '../components/CountUp/CountUp';
export { countUpSizes } from '../components/CountUp/CountUp.css';
export { Calculator, parseTypedAmount, type CalculatorProps, type CalculatorInput } from '../components/Calculator/Calculator';
export {
  PropertyCard,
  type PropertyCardProps,
  type PropertyCardContent,
  type PropertyCardLinkProps,
  type PropertyCardBadge,
  type PropertyPriceKind,
} from '../components/PropertyCard/PropertyCard';
export { propertyCardBadges, propertyPriceKinds, propertyCardHeadingLevels } from '../components/PropertyCard/PropertyCard.css';
export { QrCode, isQrImageSource, type QrCodeProps } from '../components/QrCode/QrCode';
export { LocationMap, projectToPixel, type LocationMapProps, type MapTile } from '../components/LocationMap/LocationMap';

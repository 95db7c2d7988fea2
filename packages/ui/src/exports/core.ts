export { UIProvider, useUI, type UIProviderProps, type UIContextValue, type ThemeName } from '../provider/UIProvider';
// The provider is configured with domain's locale vocabulary, re-exported as the very same
// bindings (vocabulary.test.ts checks it) so Storybook and other users of UIProvider can list
// and name the locales without a second import. Digits: toAsciiDigits from @sahm/domain.
export {
  locales,
  localeDirection,
  localeLang,
  localeNames,
  isLocale,
  toLocale,
  type Locale,
  type Direction,
} from '@sahm/domain';
export { getFormatters, type Formatters } from '../provider/format';
export { uiMessages, translate, type UIMessageKey } from '../i18n';
export { Box, type BoxProps } from '../components/Box/Box';
export { Stack, type StackProps } from '../components/Stack/Stack';
export { Icon, icons, iconNames, type IconName, type IconProps } from '../components/Icon/Icon';
export { Button, type ButtonProps } from '../components/Button/Button';
export { IconButton, type IconButtonProps } from '../components/IconButton/IconButton';
export { Badge, type BadgeProps } from '../components/Badge/Badge';
export { Skeleton, type SkeletonProps } from '../components/Skeleton/Skeleton';
export { Money, type MoneyProps } from '../components/Money/Money';

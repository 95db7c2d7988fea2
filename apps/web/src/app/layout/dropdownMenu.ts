// The header menus' chunk (Radix menu, floating-ui): loaded after the first paint, see LazyDropdownMenu.
export { DropdownMenu as default } from '@sahm/ui';

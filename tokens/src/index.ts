export * from './raw';
export { contrastRatio, luminance } from './contrast';
export { vars, lightTheme, darkTheme } from './theme.css';

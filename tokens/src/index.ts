export * from './raw';
export { contrastRatio, luminance, contrastPairs, contrastMinimum, type ContrastPair } from './contrast';
export { vars, lightTheme, darkTheme } from './theme.css';

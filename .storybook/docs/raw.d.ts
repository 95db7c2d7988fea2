// Vite's `?raw` imports: a file's text (token-notes.ts reads raw.ts's comments).
declare module '*?raw' {
  const source: string;
  export default source;
}

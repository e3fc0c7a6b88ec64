/** Vite `?url` imports (an asset's URL in the built site); Astro's Vite resolves them. */
declare module '*?url' {
  const url: string;
  export default url;
}

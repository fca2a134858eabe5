/** The part of jsdom (a dev dependency, without bundled types) that scripts/vite-prerender.ts uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}

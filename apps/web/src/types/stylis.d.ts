// stylis ships no types; the app needs only its vendor prefixer, typed as emotion sees its plugins.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}

// stylis ships no types; stylis-plugin-rtl's name its plugin type, as emotion sees its plugins.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export type Middleware = StylisPlugin;
}

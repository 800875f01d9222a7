// What the app and its packages import as `react` (build/preact-runtime.ts): Preact's compatibility layer,
// with `useId` scoped to the parts of a page hydrated in steps (runtime/id-scope.ts).
import compat from 'preact/compat';
import { useId } from './id-scope.ts';

export * from 'preact/compat';
export { useId };
// Packages read React's default export too (`import React from 'react'`): the same layer, with the same useId.
// eslint-disable-next-line no-restricted-syntax -- the module stands in for `react`, whose API has a default export
export default { ...compat, useId };

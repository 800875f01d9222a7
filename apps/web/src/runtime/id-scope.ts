import type { ComponentType, ReactNode } from 'react';
import { createContext, useContext, useState, useId as rootId } from 'preact/compat';

/** The ids of a part: its own id, and how many of its components have taken one. */
export interface IdScope {
  prefix: string;
  taken: number;
}

/** Provided by each part (`HydrateLater`); none outside every part. */
const IdScopeContext = createContext<IdScope | null>(null);
export const IdScopeProvider = IdScopeContext.Provider as unknown as ComponentType<{ value: IdScope; children: ReactNode }>;

/**
 * `useId` as the app and its packages get it (runtime/react.js): ids that the server and the browser give
 * alike, whatever order the parts of a page are adopted in (docs/decisions/028-preact-runtime.md, "Ids per
 * part"). Preact numbers ids in one sequence per page, in the order components first render: the server
 * renders every part in page order, while the browser adopts a part when it comes on the screen, and leaves
 * some for later or never. The numbers then went apart: a dialog drawn later took an id the page still held
 * on a part the browser had not adopted, and its title, or a field's label, named the wrong element.
 * Inside a part, an id is the part's own id and a number in the part's render order, the same on both
 * sides; outside every part it is Preact's.
 */
export function useId(): string {
  const scope = useContext(IdScopeContext);
  // A component is inside a part or not for its whole life: the hooks below are called the same way each time.
  if (!scope) return rootId();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  const [id] = useState(() => `${scope.prefix}-${scope.taken++}`);
  return id;
}

/** A new scope of ids for a part (lib/hydrate-later.tsx), named by an id of the enclosing scope. */
export function useIdScope(): IdScope {
  const prefix = useId();
  const [scope] = useState(() => ({ prefix, taken: 0 }));
  return scope;
}

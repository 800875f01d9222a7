/**
 * Wraps a value people typed (a name, an e-mail, a phone) in Unicode first-strong isolation marks, so
 * that inside a sentence of the other direction it keeps its own order and leaves the words around it be.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

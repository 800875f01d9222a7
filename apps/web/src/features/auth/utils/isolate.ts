/**
 * Wraps a value (an e-mail, a phone number) in Unicode first-strong isolation marks, so inside an Arabic
 * sentence it keeps its own left-to-right order and does not reorder the words around it.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * Settles in a task of its own: the browser runs what waits (a tap, a frame) before the code after it.
 * (main.tsx keeps its own copy: it must import nothing from the app's files before the first paint.)
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

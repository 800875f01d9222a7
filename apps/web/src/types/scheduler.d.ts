// React's scheduler, which the app asks for an idle turn (lib/page-part.tsx); the package has no types of its own.
declare module 'scheduler' {
  export const unstable_IdlePriority: 5;
  export function unstable_scheduleCallback(priority: 1 | 2 | 3 | 4 | 5, callback: () => void): unknown;
}

/**
 * Replaces `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts alias): when emotion inserts a component's
 * rules (the dashboard's blocking time).
 *
 * Emotion compiles and inserts each new class's rules in an insertion effect, inside React's commit. A commit is one
 * task that nothing can slice, and the dashboard's first commit inserts some seventy classes: on a 4× slowed phone CPU
 * most of its 250 ms went to emotion. Here the `css` prop and `styled` components (MUI's included) insert their rules
 * while they render instead, as emotion itself does on the server and wherever React has no insertion effects. The
 * app renders its screens in transitions, which React slices into tasks of a few milliseconds, so the rules are
 * inserted in those slices; the commit only finds them there (emotion inserts each class once per cache).
 *
 * The order of the rules is unchanged: emotion renders each component's insertion as a sibling before its element, so
 * a parent's rules came first in the commit too (as in emotion's server output, which the built index.html carries for
 * the sign-in screen: tooling/vite/start-styles-plugin.ts). A render that React throws away leaves its rules in the
 * sheet, unused, as a server render does.
 *
 * `<Global>` styles keep their insertion effect: they replace their own sheet on every change.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

export { useInsertionEffect as useInsertionEffectWithLayoutFallback } from 'react';

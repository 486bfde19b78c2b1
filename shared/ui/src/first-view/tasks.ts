/**
 * Resolves in a new task: the browser may paint and answer input before what follows runs. The
 * first-view module's one step that holds no state, so the shell's entry takes it by its own path
 * (`@portal/ui/first-view`) before its async boundary, where no shared module may be used yet.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves in a new task: the browser may paint and answer input before what follows runs. Here,
 * not @portal/ui's: the shell's entry uses it before its async boundary, where no shared module
 * may be imported yet.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves in a new task: the browser may paint and answer input before what follows runs. The
 * shell's entry uses it before its async boundary, where no shared module may be imported yet.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

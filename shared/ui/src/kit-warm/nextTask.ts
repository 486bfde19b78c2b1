/**
 * Resolves in a task of its own, after the tasks already queued: a yield to the browser (input,
 * rendering) between two pieces of work. A message to oneself, not `setTimeout(0)`, which
 * browsers hold back by 4 ms once timers nest a few deep.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

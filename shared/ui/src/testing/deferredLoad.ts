import { act } from '@testing-library/react';

/** A module load (a lazy page's) the test answers when it wants. */
export function deferredLoad<T>(value: T) {
  let resolve: () => void = () => undefined;
  const load = jest.fn(() => new Promise<T>((r) => (resolve = () => r(value))));
  return { load, answer: () => act(async () => resolve()) };
}

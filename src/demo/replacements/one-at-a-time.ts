/** Runs the tasks given to it one after another, in order, like the single thread or slot of what they replace. */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = last.then(task);
    last = result.catch(() => undefined);
    return result;
  };
}

/**
 * `compute` remembered per key, forgetting everything once `max` keys are held (so a stream of
 * distinct keys cannot grow memory). For small pure answers asked over and over on hot paths.
 */
export function boundedMemo<K, V>(max: number, compute: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = compute(key);
    if (answers.size >= max) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}

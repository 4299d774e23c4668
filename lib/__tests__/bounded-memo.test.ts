import { boundedMemo } from "../shared/bounded-memo";

it("computes once per key, remembers falsy answers, and starts over at the cap", () => {
  const compute = jest.fn((key: string) => (key === "none" ? null : key.length));
  const lengthOf = boundedMemo(2, compute);
  expect([lengthOf("abc"), lengthOf("abc"), lengthOf("none"), lengthOf("none")]).toEqual([3, 3, null, null]);
  expect(compute).toHaveBeenCalledTimes(2);
  lengthOf("x"); // a third key: the two remembered ones are forgotten
  lengthOf("abc");
  expect(compute).toHaveBeenCalledTimes(4);
});

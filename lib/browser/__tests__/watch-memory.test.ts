import { readWatchMemory, resumeSeconds, saveWatchMemory, type WatchMemory } from "../watch-memory";

const memory = (position: number, backendSeconds: number): WatchMemory => ({ stretches: [], position, backendSeconds });

describe("where a lesson resumes", () => {
  it.each<[string, number, WatchMemory | null, number]>([
    ["nothing kept in this browser: MeEdu's number", 40, null, 40],
    ["stopped here before MeEdu's bigger number", 40, memory(20, 40), 20],
    ["a report this browser sent was lost", 10, memory(25, 25), 25],
    ["another device took MeEdu further since", 50, memory(20, 40), 50],
  ])("%s", (_case, backend, kept, at) => {
    expect(resumeSeconds(backend, kept)).toBe(at);
  });

  it("keeps each member's own stop point, and ignores what is not its own", () => {
    localStorage.clear();
    saveWatchMemory(7, 21, { stretches: [[0, 5]], position: 5, backendSeconds: 5 });
    expect(readWatchMemory(7, 21)).toEqual({ stretches: [[0, 5]], position: 5, backendSeconds: 5 });
    expect(readWatchMemory(8, 21)).toBeNull();
    localStorage.setItem("meedu-watch:7:22", "{not json");
    expect(readWatchMemory(7, 22)).toBeNull();
    localStorage.setItem("meedu-watch:7:23", JSON.stringify({ position: "5" }));
    expect(readWatchMemory(7, 23)).toBeNull();
  });
});

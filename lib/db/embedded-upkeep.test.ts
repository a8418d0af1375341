import { startEmbeddedUpkeep } from "./embedded-upkeep";

describe("the embedded database's upkeep schedule", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs a pass at once and every period; a failed pass is reported and the next still runs", async () => {
    const statements: string[] = [];
    let fail = true;
    const exec = jest.fn(async (sql: string) => {
      statements.push(sql);
      if (fail) throw new Error("busy");
      return [];
    });
    const reported: unknown[] = [];
    const stop = startEmbeddedUpkeep({ exec }, (error) => reported.push(error), 1000);
    await jest.advanceTimersByTimeAsync(0);
    expect(statements).toEqual(["VACUUM (ANALYZE)"]);
    expect(reported).toHaveLength(1);

    fail = false;
    await jest.advanceTimersByTimeAsync(2000);
    expect(statements).toHaveLength(3);
    expect(reported).toHaveLength(1);

    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(statements).toHaveLength(3);
  });
});

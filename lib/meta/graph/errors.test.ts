import { GraphError } from "./errors";

// Meta's code families (Graph API "Handling errors", Marketing API "Error codes"), as the GraphError reads them.

describe("GraphError", () => {
  it.each([
    [190, null, true],
    [102, null, true],
    [100, 463, true],
    [100, 467, true],
    [100, 33, false],
  ])("code %p, subcode %p: a token error is %p", (code, subcode, expected) => {
    expect(new GraphError(400, { code, ...(subcode === null ? {} : { error_subcode: subcode }) }).isTokenError).toBe(expected);
  });

  it.each([
    [1, 500, true],
    [2, 503, true],
    [null, 502, true],
    [100, 400, false],
    [190, 400, false],
  ])("code %p with HTTP %p: downtime is %p", (code, status, expected) => {
    expect(new GraphError(status, code === null ? undefined : { code }).isDowntime).toBe(expected);
  });

  it.each([
    [10, true],
    [200, true],
    [250, true],
    [299, true],
    [300, false],
    [100, false],
  ])("code %p: a permission error is %p", (code, expected) => {
    expect(new GraphError(400, { code }).isPermissionError).toBe(expected);
  });

  it("keeps Meta's texts for the person apart from its developer message", () => {
    const both = new GraphError(400, { code: 100, message: "Invalid parameter", error_user_title: "Nome inválido", error_user_msg: "Mude o nome." });
    expect([both.userText, both.message]).toEqual(["Nome inválido: Mude o nome.", "Invalid parameter"]);
    expect(new GraphError(400, { code: 100, message: "Invalid parameter", error_user_msg: "Mude o nome." }).userText).toBe("Mude o nome.");
    expect(new GraphError(400, { code: 100, error_user_title: "Nome inválido" }).userText).toBe("Nome inválido");
    // Only the developer's text: nothing for the person.
    expect(new GraphError(400, { code: 100, message: "(#100) Param targeting must be a valid object" }).userText).toBeNull();
    expect(new GraphError(502, undefined).userText).toBeNull();
  });

  it("reads Meta's is_transient flag, false when absent", () => {
    expect(new GraphError(500, { code: 1, is_transient: true }).isTransient).toBe(true);
    expect(new GraphError(500, { code: 1, is_transient: false }).isTransient).toBe(false);
    expect(new GraphError(500, { code: 1 }).isTransient).toBe(false);
  });
});

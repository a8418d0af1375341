import { isOwnMedia, isUserFile, keyOfUrl } from "./keys";

describe("media ownership", () => {
  const user = "3f1c2a9e-0000-4000-8000-000000000001";
  it("is decided on the storage key", () => {
    expect(isOwnMedia(`/api/uploads/media/${user}/1-ab.jpg`, user)).toBe(true);
    expect(isOwnMedia(`/api/uploads/media/${user}/../other/1-ab.jpg`, user)).toBe(false);
    expect(isOwnMedia(`/api/uploads/media/${user}/..%2Fother%2F1.jpg`, user)).toBe(false);
    expect(isOwnMedia(`/api/uploads/media/${user}/sub/1-ab.jpg`, user)).toBe(false);
    expect(isOwnMedia(`/api/uploads/media/${user}x/1-ab.jpg`, user)).toBe(false);
    expect(isOwnMedia(`https://evil.example/api/uploads/media/${user}/1-ab.jpg`, user)).toBe(false);
  });

  it("reads no key out of an address that is not one of ours", () => {
    expect(keyOfUrl("/api/uploads/media/u/../../etc/passwd")).toBeNull();
    expect(keyOfUrl("/api/uploads/avatars/u/1-ab.png")).toBe("avatars/u/1-ab.png");
    expect(keyOfUrl(null)).toBeNull();
  });
});

describe("isUserFile", () => {
  it("counts media and avatars as a user's own files, and nothing else", () => {
    expect(isUserFile("media/user-1/1-00.jpg")).toBe(true);
    expect(isUserFile("avatars/user-1/1-00.png")).toBe(true);
    expect(isUserFile("brand/logo.png")).toBe(false);
    expect(isUserFile("mediaX/user-1/1.jpg")).toBe(false);
  });
});

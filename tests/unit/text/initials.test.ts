import { initials } from "@/lib/text/initials";

describe("initials", () => {
  it.each([
    [{ firstName: "Ada", lastName: "Lovelace" }, "AL"],
    [{ firstName: "ada", lastName: null }, "A"],
    [{ firstName: "  ", lastName: "smith" }, "S"],
    [{ firstName: null, lastName: null, email: "zoe@example.com" }, "Z"],
    [{ firstName: null, lastName: null, email: null }, "U"],
    [{ firstName: "Émile", lastName: "Zola" }, "ÉZ"],
  ])("%j gives %s", (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { SignInForm } from "@/components/auth/sign-in-form";

// The sign-in and sign-up forms check what was typed with the same schema as the server, but
// load it (and zod) only when the reader reaches the form: the checks a reader sees must be the
// same as before, and a valid form must send the checked values.

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

// the password form's fields (the email-link form below it has an Email field of its own)
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
function type(id: string, value: string) {
  fireEvent.change(field(id), { target: { value } });
}

/** The server's answer to every request; each request's JSON body is kept in `bodies`. */
function answerWith(status: number, body: unknown) {
  const bodies: Array<Record<string, string>> = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return bodies;
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe("sign-up form", () => {
  it("explains a wrong field after the press, focuses it, and clears the error once it is right", async () => {
    const sent = answerWith(201, {});
    render(<SignUpForm callbackUrl="/dashboard" />);
    type("firstName", "Robin");
    type("email", "robin@example.com");
    type("password", "short");
    await press("Create account");
    expect(await screen.findByText(/Use at least 10 characters/)).toBeTruthy();
    expect(document.activeElement).toBe(field("password"));
    expect(sent).toEqual([]);
    type("password", "a long enough password");
    await waitFor(() => expect(screen.queryByText(/Use at least 10 characters/)).toBeNull());
  });

  it("focuses the first wrong field in the form's order", async () => {
    render(<SignUpForm callbackUrl="/dashboard" />);
    await press("Create account");
    expect(await screen.findByText("Please tell us your first name.")).toBeTruthy();
    expect(document.activeElement).toBe(field("firstName"));
  });

  it("sends the checked values (the email trimmed and in lower case)", async () => {
    const sent = answerWith(409, { error: { message: "That email already has an account." } });
    render(<SignUpForm callbackUrl="/dashboard" />);
    type("firstName", " Robin ");
    type("email", " Robin@Example.COM ");
    type("password", "a long enough password");
    await press("Create account");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: "Robin", lastName: "", email: "robin@example.com", password: "a long enough password" });
  });
});

describe("sign-in form", () => {
  it("asks for a valid email and the password before signing in", async () => {
    render(<SignInForm callbackUrl="/dashboard" oidc={null} localAccounts error={undefined} autoRedirect={false} />);
    type("email", "not an email");
    await press("Sign in");
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy();
    expect(screen.getByText("Please enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(field("email"));
  });
});

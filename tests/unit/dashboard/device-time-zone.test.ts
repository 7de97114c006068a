import { readDeviceTimeZone, timeZoneHere } from "@/lib/dashboard/device-time-zone";

// A stand-in for the browser's Worker: answers what the test says, the way a worker would
// (asynchronously, through onmessage or onerror), and records that it was ended.
type Answer = { message: unknown } | { error: true } | { throws: true };
let answer: Answer;
const made: FakeWorker[] = [];

class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    if ("throws" in answer) throw new Error("refused by the page's policy");
    made.push(this);
    setTimeout(() => {
      if ("message" in answer) this.onmessage?.({ data: answer.message } as MessageEvent);
      else this.onerror?.(new Event("error"));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const g = globalThis as { Worker?: unknown };
const realWorker = g.Worker;
const revoked: string[] = [];

beforeEach(() => {
  made.length = 0;
  revoked.length = 0;
  g.Worker = FakeWorker;
  jest.spyOn(URL, "createObjectURL").mockReturnValue("blob:zone");
  jest.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void revoked.push(url));
});

afterEach(() => {
  g.Worker = realWorker;
  jest.restoreAllMocks();
});

describe("readDeviceTimeZone", () => {
  it("takes the zone the worker read, then ends the worker and frees its script", async () => {
    answer = { message: "Pacific/Auckland" };
    await expect(readDeviceTimeZone()).resolves.toBe("Pacific/Auckland");
    expect(made).toHaveLength(1);
    expect(made[0].terminated).toBe(true);
    expect(revoked).toEqual(["blob:zone"]);
  });

  it("reads the zone on the page when the worker fails, answers nothing, or cannot start", async () => {
    for (const a of [{ error: true }, { message: "" }, { message: 42 }, { throws: true }] as Answer[]) {
      answer = a;
      await expect(readDeviceTimeZone()).resolves.toBe(timeZoneHere());
    }
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  it("reads the zone on the page where there are no workers", async () => {
    g.Worker = undefined;
    await expect(readDeviceTimeZone()).resolves.toBe(timeZoneHere());
  });
});

describe("timeZoneHere", () => {
  it("is the zone Intl reports, or UTC", () => {
    expect(timeZoneHere()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  });
});

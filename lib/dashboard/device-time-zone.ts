// The device's time zone (an IANA name like Europe/London), for the dashboard's week.
//
// The first Intl call in a page loads the browser's time-zone data: 10 to 30 ms of the main
// thread on this project's 2-core machine, four times that on a slow phone, in one task. That
// data is shared by the whole renderer, so it is read in a short-lived worker instead: the page
// only starts the worker (1 to 3 ms) and later calls here are fast. Where a worker cannot start
// (no Worker, blob workers refused), the zone is read on the main thread as before.

/** The zone's name on this thread ("UTC" when the browser cannot say). */
export function timeZoneHere(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

const WORKER_SOURCE = "try{postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone||'')}catch(e){postMessage('')}";

/** The device's time zone, read off the main thread where the browser allows it. */
export function readDeviceTimeZone(): Promise<string> {
  if (typeof Worker !== "function" || typeof Blob !== "function" || typeof URL.createObjectURL !== "function") {
    return Promise.resolve(timeZoneHere());
  }
  let url: string;
  let worker: Worker;
  try {
    url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    worker = new Worker(url);
  } catch {
    return Promise.resolve(timeZoneHere());
  }
  return new Promise((resolve) => {
    const done = (tz: unknown) => {
      worker.terminate();
      URL.revokeObjectURL(url);
      // an empty answer or a refused worker: the main thread reads it
      resolve(typeof tz === "string" && tz ? tz : timeZoneHere());
    };
    worker.onmessage = (e: MessageEvent) => done(e.data);
    worker.onerror = (e: Event) => {
      e.preventDefault();
      done(null);
    };
  });
}

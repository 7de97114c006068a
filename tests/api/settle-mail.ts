// Every API test file: mail work a sign-up or a reset started outside a request (detached, see
// account-mail.ts) finishes before the file's tests are done, so none of it reaches the database
// or logs after the file has closed them (Jest's "Cannot log after tests are done" and a worker
// that has to be forced to exit).
import { settleDetachedMailWork } from "@/lib/server/account/account-mail";

afterAll(async () => {
  await settleDetachedMailWork();
});

// GET /api/account/export - "Download all my data": a zip, streamed (documents as .docx and .txt,
// revisions, vocabulary, accessibility settings, account.json of the rest).
import { ApiError, withAuth } from "@/lib/server/http";
import { exportAccount } from "@/lib/server/account/export-account";

export const GET = withAuth(async ({ user }) => {
  const stream = await exportAccount(user.id);
  if (!stream) throw ApiError.unauthorized();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="saywrite-data-${day}.zip"`,
      "Cache-Control": "no-store",
    },
  });
});

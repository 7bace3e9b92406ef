// The CSV download as a plain Response, apart from Next so that tests can call it with a test context.
import { DomainError } from "@/server/errors";
import type { ServiceContext } from "@/server/services/_shared/context";
import { exportMembersCsv, exportMembersCsvInput } from "@/server/services/members/export-members-csv";

const STATUS = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429 };

const text = (status: number, de: string, en: string) =>
  new Response(`${de}\n${en}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function membersCsvResponse(ctx: ServiceContext, clubId: string): Promise<Response> {
  const input = exportMembersCsvInput.safeParse({ clubId });
  if (!input.success) return text(400, "Ungültige Vereinskennung.", "Invalid club id.");
  try {
    const { filename, csv } = await exportMembersCsv({ ctx, input: input.data });
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        // Member lists hold e-mail addresses: never in a shared cache.
        "Cache-Control": "private, no-store",
      },
    });
  } catch (e) {
    if (e instanceof DomainError) return text(STATUS[e.code], e.de, e.en);
    throw e;
  }
}

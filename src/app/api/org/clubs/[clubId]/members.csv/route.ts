// GET /api/org/clubs/<clubId>/members.csv: the club's member list for Excel (organizers of the club only).
import { clientAddressFrom } from "@/server/auth/client-address";
import { getSessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { unavailableOrRethrow } from "@/server/db/unavailable";
import { membersCsvResponse } from "./respond";

export async function GET(request: Request, { params }: { params: Promise<{ clubId: string }> }) {
  const { clubId } = await params;
  try {
    const ctx = { db: await getDb(), user: await getSessionUser(), clientAddress: clientAddressFrom(request.headers) };
    return await membersCsvResponse(ctx, clubId);
  } catch (e) {
    return unavailableOrRethrow("members.csv", e);
  }
}

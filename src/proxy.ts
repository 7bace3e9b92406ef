// Organizer pages need a session. This only checks the token (cheap); every page and procedure also re-reads
// the account from the database, so a disabled account is turned away on its next request.
import { withAuth } from "next-auth/middleware";

export default withAuth({ pages: { signIn: "/anmelden" } });

export const config = { matcher: ["/org/:path*"] };

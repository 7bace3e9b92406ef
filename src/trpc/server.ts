// The server-side caller for server components: same procedures, same access checks, no HTTP.
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { createContext } from "@/server/api/context";
import { createCaller } from "@/server/api/root";

export const api = cache(async () => createCaller(await createContext({ headers: await headers() })));

import { QueryClient } from "@tanstack/react-query";

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 10_000, retry: 1 } },
  });
}

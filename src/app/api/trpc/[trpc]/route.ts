import { answerTrpcRequest } from "@/server/api/trpc-request";

export { answerTrpcRequest as GET, answerTrpcRequest as POST };

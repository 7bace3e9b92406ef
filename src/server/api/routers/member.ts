import { createMember, createMemberInput } from "../../services/members/create-member";
import { importMembers, importMembersInput } from "../../services/members/import-members";
import { listMembers, listMembersInput } from "../../services/members/list-members";
import { previewMemberImport, previewMemberImportInput } from "../../services/members/preview-member-import";
import { quickAddMember, quickAddMemberInput } from "../../services/members/quick-add-member";
import { setMemberActive, setMemberActiveInput } from "../../services/members/set-member-active";
import { updateMember, updateMemberInput } from "../../services/members/update-member";
import { createTRPCRouter, organizerProcedure } from "../trpc";

// A club's players. Every verb checks that the caller runs the club; the CSV download is a route handler
// (src/app/api/org/clubs/[clubId]/members.csv) over the export verb.
export const memberRouter = createTRPCRouter({
  list: organizerProcedure.input(listMembersInput).query(({ ctx, input }) => listMembers({ ctx, input })),
  create: organizerProcedure.input(createMemberInput).mutation(({ ctx, input }) => createMember({ ctx, input })),
  update: organizerProcedure.input(updateMemberInput).mutation(({ ctx, input }) => updateMember({ ctx, input })),
  setActive: organizerProcedure
    .input(setMemberActiveInput)
    .mutation(({ ctx, input }) => setMemberActive({ ctx, input })),
  quickAdd: organizerProcedure.input(quickAddMemberInput).mutation(({ ctx, input }) => quickAddMember({ ctx, input })),
  previewImport: organizerProcedure
    .input(previewMemberImportInput)
    .mutation(({ ctx, input }) => previewMemberImport({ ctx, input })),
  import: organizerProcedure.input(importMembersInput).mutation(({ ctx, input }) => importMembers({ ctx, input })),
});

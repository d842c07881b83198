import type { AdminPageNames } from "../../components/admin-access-panels";

/** How the support desk names itself in the shared admin access panels. */
export const SUPPORT_PAGE: AdminPageNames = {
  subject: "Support tickets",
  object: "support tickets",
  path: "/admin/support",
};

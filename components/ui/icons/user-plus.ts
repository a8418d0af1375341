import { UserPlus as node } from "lucide";
import { icon } from "../icon";

export const UserPlus = /* @__PURE__ */ icon("user-plus", node);

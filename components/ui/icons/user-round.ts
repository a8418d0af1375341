import { UserRound as node } from "lucide";
import { icon } from "../icon";

export const UserRound = /* @__PURE__ */ icon("user-round", node);

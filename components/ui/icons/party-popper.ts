import { PartyPopper as node } from "lucide";
import { icon } from "../icon";

export const PartyPopper = /* @__PURE__ */ icon("party-popper", node);

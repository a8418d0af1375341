import { HandCoins as node } from "lucide";
import { icon } from "../icon";

export const HandCoins = /* @__PURE__ */ icon("hand-coins", node);

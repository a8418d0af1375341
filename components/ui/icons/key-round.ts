import { KeyRound as node } from "lucide";
import { icon } from "../icon";

export const KeyRound = /* @__PURE__ */ icon("key-round", node);

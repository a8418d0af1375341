import { Play as node } from "lucide";
import { icon } from "../icon";

export const Play = /* @__PURE__ */ icon("play", node);

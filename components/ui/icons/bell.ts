import { Bell as node } from "lucide";
import { icon } from "../icon";

export const Bell = /* @__PURE__ */ icon("bell", node);

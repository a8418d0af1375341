import { Megaphone as node } from "lucide";
import { icon } from "../icon";

export const Megaphone = /* @__PURE__ */ icon("megaphone", node);

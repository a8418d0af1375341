import { Menu as node } from "lucide";
import { icon } from "../icon";

export const Menu = /* @__PURE__ */ icon("menu", node);

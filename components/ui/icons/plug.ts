import { Plug as node } from "lucide";
import { icon } from "../icon";

export const Plug = /* @__PURE__ */ icon("plug", node);

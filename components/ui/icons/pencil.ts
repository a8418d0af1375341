import { Pencil as node } from "lucide";
import { icon } from "../icon";

export const Pencil = /* @__PURE__ */ icon("pencil", node);

import { Trash2 as node } from "lucide";
import { icon } from "../icon";

export const Trash2 = /* @__PURE__ */ icon("trash2", node);

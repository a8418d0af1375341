import { Filter as node } from "lucide";
import { icon } from "../icon";

export const Filter = /* @__PURE__ */ icon("filter", node);

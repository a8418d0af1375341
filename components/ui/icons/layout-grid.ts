import { LayoutGrid as node } from "lucide";
import { icon } from "../icon";

export const LayoutGrid = /* @__PURE__ */ icon("layout-grid", node);

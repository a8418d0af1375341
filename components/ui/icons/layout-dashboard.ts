import { LayoutDashboard as node } from "lucide";
import { icon } from "../icon";

export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard", node);

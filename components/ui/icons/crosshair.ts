import { Crosshair as node } from "lucide";
import { icon } from "../icon";

export const Crosshair = /* @__PURE__ */ icon("crosshair", node);

import { CircleUser as node } from "lucide";
import { icon } from "../icon";

export const CircleUser = /* @__PURE__ */ icon("circle-user", node);

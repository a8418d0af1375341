import { CircleCheck as node } from "lucide";
import { icon } from "../icon";

export const CircleCheck = /* @__PURE__ */ icon("circle-check", node);

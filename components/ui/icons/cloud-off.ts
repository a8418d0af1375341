import { CloudOff as node } from "lucide";
import { icon } from "../icon";

export const CloudOff = /* @__PURE__ */ icon("cloud-off", node);

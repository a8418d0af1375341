import { Archive as node } from "lucide";
import { icon } from "../icon";

export const Archive = /* @__PURE__ */ icon("archive", node);

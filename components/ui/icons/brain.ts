import { Brain as node } from "lucide";
import { icon } from "../icon";

export const Brain = /* @__PURE__ */ icon("brain", node);

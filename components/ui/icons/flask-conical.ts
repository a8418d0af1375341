import { FlaskConical as node } from "lucide";
import { icon } from "../icon";

export const FlaskConical = /* @__PURE__ */ icon("flask-conical", node);

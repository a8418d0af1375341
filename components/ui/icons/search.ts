import { Search as node } from "lucide";
import { icon } from "../icon";

export const Search = /* @__PURE__ */ icon("search", node);

import { PlayCircle as node } from "lucide";
import { icon } from "../icon";

export const PlayCircle = /* @__PURE__ */ icon("play-circle", node);

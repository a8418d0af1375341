// Meta's errors as the product reads them: by Meta's codes first (codes.ts), then 001 §8's publish
// classification (classify.ts) and, outside publishing, the message a Graph failure becomes (graph-failure.ts).
export {
  budgetTooLow,
  classifyPublishError,
  PUBLISH_ERROR_KINDS,
  regulationClassification,
  standingClassification,
  whatsappNumberClassification,
  type BudgetContext,
  type PublishErrorClassification,
  type PublishErrorKind,
} from "./classify";
export { APP_IN_DEVELOPMENT, graphErrorMeaning, type AppSetupProblem, type GraphErrorMeaning } from "./codes";
export { graphFailure, type MetaErrorKey, type MetaResult } from "./graph-failure";

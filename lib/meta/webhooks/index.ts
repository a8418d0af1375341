// Meta's Ads webhooks (issue 33): the route's answers, the job's effect, the admin's settings.
export { applyWebhookEvent, type Applied } from "./apply";
export { forgetOldWebhookEvents, lastWebhookAt } from "./receive";
export { signatureOf } from "./signature";
export { answerVerification, MAX_DELIVERY_BYTES, takeDelivery } from "./take";
export { WEBHOOK_FIELDS, webhookCallbackUrl, webhookVerifyToken } from "./verify-token";

export function staticSecurityHeaders(httpsOrigin: boolean): { key: string; value: string }[];

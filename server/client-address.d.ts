export const CLIENT_ADDRESS_HEADER: string;
export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string;
export function trustedHopsFrom(value: string | undefined): number;

import type { RequestListener, Server } from "node:http";

export function listenOn(handler: RequestListener, port: number, hosts: string[]): Promise<Server[]>;
export function urlHost(host: string): string;

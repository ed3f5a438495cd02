export function verifyWebhook(secret: string, header: string, body: string, nowSeconds?: number): boolean;

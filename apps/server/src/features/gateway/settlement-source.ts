/**
 * What the shop needs of a gateway's settlements (docs/decisions/0088): the settlements made in a
 * period and what each covers. Amounts in paise; a refusal or failure is a GatewayError.
 */
export interface SettlementSource {
  /** Settlements created in [from, to] (unix seconds), every page. */
  settlements(from: number, to: number): Promise<ProviderSettlement[]>;
  /** The payments and refunds settled on a day (the gateway's recon), each naming its settlement. */
  settledItems(day: { year: number; month: number; day: number }): Promise<ProviderSettlementItem[]>;
}

export interface ProviderSettlement {
  id: string;
  /** net credited to the bank */
  amount: number;
  fees: number;
  tax: number;
  utr: string;
  status: string;
  /** unix seconds */
  createdAt: number;
}

export interface ProviderSettlementItem {
  settlementId: string;
  /** pay_… or rfnd_… */
  entityId: string;
  /** payment, refund, adjustment… */
  type: string;
  amount: number;
  fee: number;
  tax: number;
}

/** A question as the API answers it (`ok()` spells the fields in snake_case). */
export interface FaqView {
  id: number;
  uniqueKey: string;
  product: string;
  locale: string;
  question: string;
  answer: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

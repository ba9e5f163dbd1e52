/** A reason of a flag, close, review or status list, as `GET /reasons` answers it (Answer's `ReasonItem`). */
export interface ReasonItem {
  reason_key: string;
  /** the reason's config id, sent back as `close_type` / `report_type` */
  reason_type: number;
  name: string;
  description: string;
  /** '', `text` or `textarea`: whether the reason asks for words of the caller's own */
  content_type: string;
  placeholder: string;
}

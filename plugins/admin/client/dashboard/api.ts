import { ADMIN_API_BASE, type HttpClient } from '@answer/sdk';

/** `GET /answer/admin/api/dashboard`: Answer's `DashboardInfo` with this site's own fields beside it. */
export interface DashboardInfo {
  question_count: number;
  resolved_count: number;
  resolved_rate: string;
  unanswered_count: number;
  unanswered_rate: string;
  answer_count: number;
  comment_count: number;
  vote_count: number;
  user_count: number;
  report_count: number;
  uploading_files: boolean;
  smtp: 'enabled' | 'disabled' | 'not_configured';
  https: boolean;
  time_zone: string;
  occupying_storage_space: string;
  /** Seconds since the host started. */
  app_start_time: string;
  version_info: { version: string; revision: string; remote_version: string };
  login_required: boolean;
  go_version: string;
  database_version: string;
  database_size: string;
  node_version: string;
  health: {
    smtp_configured: boolean;
    smtp_working: boolean;
    smtp_error: string;
    https: boolean;
    uploads_writable: boolean;
    database_reachable: boolean;
    time_zone: string;
    login_required: boolean;
  };
  system: {
    version: string;
    revision: string;
    node_version: string;
    database_type: 'sqlite' | 'postgres' | 'mysql';
    database_version: string;
    database_size_bytes: number | null;
    uploads_size_bytes: number | null;
    started_at: number;
  };
  links: { docs: string; support: string };
  daily: DailyData;
}

/** New rows per day, oldest first; `days` are `YYYY-MM-DD` in the site's time zone. */
export interface DailyData {
  days: string[];
  questions: number[];
  answers: number[];
  members: number[];
}

export const getDashboard = (http: HttpClient) => http.get<{ info: DashboardInfo }>(`${ADMIN_API_BASE}/dashboard`);

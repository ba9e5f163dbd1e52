/**
 * What Apache Answer 1.7.1's API description cannot say about its types: which fields Answer
 * leaves out when empty (`omitempty` in the Go json tags of internal/schema) and which it sends
 * as null in ordinary responses (pointer fields left nil: an author that no longer exists, a list
 * item nobody operated on). Every other documented field is required and never null.
 * Facts read from Answer's source at v1.7.1, by definition name.
 */

/** `omitempty` fields: Answer leaves them out when empty. */
export const OMITTED_WHEN_EMPTY: Readonly<Record<string, readonly string[]>> = {
  'schema.ActObjectTimeline': ['user_info'],
  'schema.AnswerInfo': ['question_info', 'update_user_info', 'user_info'],
  'schema.ConfigField': ['options'],
  'schema.ConfigFieldUIOptions': ['action', 'class_name', 'field_class_name', 'input_type', 'label', 'placeholder', 'rows', 'text', 'variant'],
  'schema.GetOtherUserInfoByUsernameResp': ['status_msg'],
  'schema.GetSiteLegalInfoResp': ['privacy_policy_original_text', 'privacy_policy_parsed_text', 'terms_of_service_original_text', 'terms_of_service_parsed_text'],
  'schema.QuestionInfoResp': ['last_answered_user_info', 'operation', 'update_user_info'],
  'schema.UIOptionAction': ['loading', 'method', 'on_complete'],
};

/** Pointer fields Answer sends as null in ordinary responses. */
export const NULL_WHEN_ABSENT: Readonly<Record<string, readonly string[]>> = {
  'schema.GetObjectTimelineResp': ['object_info'],
  'schema.GetOtherUserInfoResp': ['info'],
  'schema.GetUnreviewedRevisionResp': ['info', 'unreviewed_info'],
  'schema.QuestionInfoResp': ['user_info'],
  'schema.QuestionPageResp': ['operator'],
  'schema.SearchObject': ['user_info'],
  'schema.SearchResult': ['object'],
  'schema.SiteThemeResp': ['theme_config'],
};

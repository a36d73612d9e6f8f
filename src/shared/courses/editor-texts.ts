/**
 * The course editor's words (docs/decisions/048-course-editor.md), rendered by the page in its
 * language and handed to the island as a prop: the island's first load then carries no message
 * code. Texts with inputs keep their `{name}` placeholders, filled in by `fillText`.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';

export function editorTexts(locale: Locale) {
  const o = { locale };
  return {
    activity: m.course_editor_activity({}, o),
    activity_change: m.course_editor_activity_change({}, o),
    activity_choose: m.course_editor_activity_choose({}, o),
    activity_close: m.course_editor_activity_close({}, o),
    activity_none: m.course_editor_activity_none({}, o),
    activity_none_found: m.course_editor_activity_none_found({}, o),
    activity_search: m.course_editor_activity_search({}, o),
    activity_search_failed: m.course_editor_activity_search_failed({}, o),
    age_max: m.course_editor_age_max({}, o),
    age_min: m.course_editor_age_min({}, o),
    archive: m.course_editor_archive({}, o),
    archived: m.course_editor_archived({}, o),
    cancel: m.course_editor_cancel({}, o),
    delete: m.course_editor_delete({}, o),
    delete_body: m.course_editor_delete_body({}, o),
    delete_title: m.course_editor_delete_title({}, o),
    deleted: m.course_editor_deleted({}, o),
    details: m.course_editor_details({}, o),
    drag: m.course_editor_drag({}, o),
    failed: m.course_editor_failed({}, o),
    goal_sessions: m.course_editor_goal_sessions({}, o),
    goal_settings: m.course_editor_goal_settings({}, o),
    goal_success: m.course_editor_goal_success({}, o),
    language: m.course_editor_language({}, o),
    language_de: m.course_editor_language_de({}, o),
    language_en: m.course_editor_language_en({}, o),
    moved_stage: m.course_editor_moved_stage({ title: '{title}', n: '{n}' }, o),
    moved_step: m.course_editor_moved_step({ label: '{label}', n: '{n}', stage: '{stage}' }, o),
    note: m.course_editor_note({}, o),
    note_hint: m.course_editor_note_hint({}, o),
    publish: m.course_editor_publish({}, o),
    published: m.course_editor_published({}, o),
    published_note: m.course_editor_published_note({}, o),
    save: m.course_editor_save({}, o),
    save_draft: m.course_editor_save_draft({}, o),
    saved: m.course_editor_saved({}, o),
    stage_add: m.course_editor_stage_add({}, o),
    stage_down: m.course_editor_stage_down({ n: '{n}' }, o),
    stage_heading: m.course_editor_stage_heading({ n: '{n}' }, o),
    stage_remove: m.course_editor_stage_remove({ n: '{n}' }, o),
    stage_title: m.course_editor_stage_title({}, o),
    stage_up: m.course_editor_stage_up({ n: '{n}' }, o),
    stages: m.course_editor_stages({}, o),
    stages_hint: m.course_editor_stages_hint({}, o),
    status: m.course_editor_status({ status: '{status}' }, o),
    step_add: m.course_editor_step_add({ n: '{n}' }, o),
    step_down: m.course_editor_step_down({ label: '{label}' }, o),
    step_heading: m.course_editor_step_heading({ n: '{n}', stage: '{stage}' }, o),
    step_remove: m.course_editor_step_remove({ label: '{label}' }, o),
    step_up: m.course_editor_step_up({ label: '{label}' }, o),
    summary: m.course_editor_summary({}, o),
    tags: m.course_editor_tags({}, o),
    tags_hint: m.course_editor_tags_hint({}, o),
    title: m.course_editor_title({}, o),
    view: m.course_editor_view({}, o),
    insights: m.course_insights({}, o),
    status_archived: m.course_status_archived({}, o),
    status_draft: m.course_status_draft({}, o),
    status_published: m.course_status_published({}, o),
  };
}

export type EditorTexts = ReturnType<typeof editorTexts>;

import type { LeadMessageRow } from '#app/domain/entities';
import type { Island } from '#app/domain/constants';
import type { LeadStage } from './stages';

/** A lead's pipeline columns (supabase/migrations/…_lead_pipeline.sql). */
export interface LeadPipeline {
  stage: LeadStage;
  lost_reason: string | null;
  /** A staff member's user id. */
  assigned_to: string | null;
  /** 'YYYY-MM-DD'. */
  follow_up_on: string | null;
  stage_changed_at: string;
}

/** A row of public.leads (…_lead_pipeline_more.sql): the inquiry, its pipeline and what the inbox shows beside it. */
export interface LeadRow extends LeadMessageRow, LeadPipeline {
  /** The property's or the rental's id. */
  listing_id: string | null;
  listing_title: string | null;
  /** The listing's island; none for a message from the contact page. */
  island: Island | null;
  assignee_name: string | null;
  note_count: number;
}

/** A note on a lead, with its author's name (null once the author's account is gone). */
export interface LeadNote {
  id: string;
  inquiry_id: string;
  author_id: string | null;
  author_name: string | null;
  body: string;
  created_at: string;
}

/** A staff member as the assignee select and the filters offer them. */
export interface StaffOption {
  user_id: string;
  name: string;
  email: string | null;
}

/** A listing with leads, for the listing filter. */
export interface LeadListingOption {
  id: string;
  kind: 'property' | 'rental';
  title: string;
  island: Island;
}

/** What to call a staff member: their name, else their e-mail. */
export function staffLabel(member: { name: string | null; email?: string | null }): string {
  return member.name?.trim() || member.email || 'Staff member';
}

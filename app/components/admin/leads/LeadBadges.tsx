import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { LEAD_STAGE_LABELS, LEAD_TEXTS, type LeadStage } from '#app/domain/leads/stages';

const STAGE_TONES: Record<LeadStage, BadgeTone> = {
  new: 'accent',
  contacted: 'sea',
  qualified: 'sea',
  won: 'success',
  lost: 'neutral',
};

/** A lead's stage, in words (the colour only repeats them). */
export function StageBadge({ stage, className }: { stage: LeadStage; className?: string }) {
  return (
    <Badge tone={STAGE_TONES[stage]} className={className}>
      <span className="sr-only">Stage: </span>
      {LEAD_STAGE_LABELS[stage]}
    </Badge>
  );
}

/** 'Overdue' beside an open lead whose follow-up day has passed: text first, the colour only adds to it. */
export function OverdueBadge({ className }: { className?: string }) {
  return (
    <Badge tone="danger" className={className}>
      <span aria-hidden="true">!</span>
      {LEAD_TEXTS.overdue}
    </Badge>
  );
}

import { Form, Link, useNavigation } from 'react-router';
import { rowButtonClass } from '#app/components/admin/RowActions';
import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { memberLabel, memberState, type MemberState, type StaffMemberRow } from '#app/domain/staff/members';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#app/domain/staff/roles';

/**
 * The team on the staff page: one card per member (no wide table, so it reads the same on a phone). Owners get
 * each member's controls — each a small POST form with an `intent`, working without JavaScript; everyone else
 * sees the list.
 */

const STATE_TONES: Record<MemberState, BadgeTone> = { active: 'success', invited: 'accent', deactivated: 'neutral' };
const ROLE_TONES: Record<StaffRole, BadgeTone> = { owner: 'sea', admin: 'accent', agent: 'neutral' };

export interface MemberProblem {
  error: string;
  userId: string | null;
}

export function StaffMemberList({
  members,
  me,
  canManage,
  problem,
}: {
  members: readonly StaffMemberRow[];
  me: string;
  canManage: boolean;
  problem: MemberProblem | undefined;
}) {
  return (
    <ul
      aria-label={staffTexts.tableCaption}
      className="flex flex-col divide-y divide-line rounded-sm border border-line bg-surface"
    >
      {members.map((member) => (
        <StaffMemberItem
          key={member.user_id}
          member={member}
          isMe={member.user_id === me}
          canManage={canManage}
          error={problem?.userId === member.user_id ? problem.error : undefined}
        />
      ))}
    </ul>
  );
}

function StaffMemberItem({
  member,
  isMe,
  canManage,
  error,
}: {
  member: StaffMemberRow;
  isMe: boolean;
  canManage: boolean;
  error: string | undefined;
}) {
  const state = memberState(member);
  const label = memberLabel(member);
  const headingId = `member-${member.user_id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="min-w-0">
        <p id={headingId} className="font-medium break-words text-fg">
          {label}
          {isMe ? <span className="ml-2 text-sm font-normal text-fg-muted">({staffTexts.you})</span> : null}
        </p>
        {member.email && member.name.trim() ? <p className="text-sm break-all text-fg-muted">{member.email}</p> : null}
        <p className="mt-2 flex flex-wrap gap-2">
          <Badge tone={ROLE_TONES[member.role]}>{STAFF_ROLE_LABELS[member.role]}</Badge>
          <Badge tone={STATE_TONES[state]}>{staffTexts.states[state]}</Badge>
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {canManage ? <MemberControls member={member} label={label} isMe={isMe} /> : null}
    </li>
  );
}

function MemberControls({ member, label, isMe }: { member: StaffMemberRow; label: string; isMe: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('userId') === member.user_id;
  const selectId = `role-${member.user_id}`;
  const deactivated = Boolean(member.deactivated_at);
  return (
    <div className="flex flex-col gap-3 lg:items-end">
      {deactivated ? null : (
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={member.user_id} />
          <div>
            <label htmlFor={selectId} className="label">
              {staffTexts.roleOf(label)}
            </label>
            <select id={selectId} name="role" defaultValue={member.role} className="select h-9 py-0 text-sm">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={rowButtonClass()} disabled={busy}>
            {staffTexts.changeRole}
            <span className="sr-only">: {label}</span>
          </button>
        </Form>
      )}
      <div className="flex flex-wrap gap-2">
        {deactivated ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="userId" value={member.user_id} />
            <button type="submit" className={rowButtonClass()} disabled={busy}>
              {member.invitation_pending ? staffTexts.resendInvitation : staffTexts.sendReset}
              <span className="sr-only">: {label}</span>
            </button>
          </Form>
        )}
        {deactivated || isMe || member.invitation_pending ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="reset-two-factor" />
            <input type="hidden" name="userId" value={member.user_id} />
            <button type="submit" className={rowButtonClass()} disabled={busy}>
              {staffTexts.twoFactor.reset}
              <span className="sr-only">: {label}</span>
            </button>
          </Form>
        )}
        {deactivated ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="reactivate" />
            <input type="hidden" name="userId" value={member.user_id} />
            <button type="submit" className={rowButtonClass()} disabled={busy}>
              {staffTexts.reactivate}
              <span className="sr-only">: {label}</span>
            </button>
          </Form>
        ) : isMe ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="deactivate" />
            <input type="hidden" name="userId" value={member.user_id} />
            <button type="submit" className={rowButtonClass('danger')} disabled={busy}>
              {staffTexts.deactivate}
              <span className="sr-only">: {label}</span>
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

/** The question before a deactivation (asked by the server, so it works without JavaScript). */
export function ConfirmDeactivatePanel({ userId, label }: { userId: string; label: string }) {
  return (
    <section aria-labelledby="confirm-deactivate-heading" className="card border-danger/50 p-6">
      <h2 id="confirm-deactivate-heading" className="font-display text-2xl text-fg">
        {staffTexts.deactivate} “{label}”?
      </h2>
      <p className="mt-2 text-sm text-fg-muted">{staffTexts.deactivateConfirm(label)}</p>
      <Form method="post" preventScrollReset className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="deactivate" />
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={cx(buttonClass({ size: 'sm' }), 'bg-danger text-surface hover:bg-danger/90')}>
          {staffTexts.confirmDeactivate}
        </button>
        <Link to="/admin/staff" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {staffTexts.cancel}
        </Link>
      </Form>
    </section>
  );
}

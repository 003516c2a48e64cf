-- Issue 30: a task given to a staff member who has no name showed "Unassigned" on /admin/tasks and "—" as its
-- group's heading. The back office names such a member by their e-mail everywhere else; task_list now does too.
-- The view keeps its columns, their names, types and order (create or replace), and its grants.
create or replace view public.task_list with (security_invoker = true) as
  select k.id, k.rental_id, r.title as rental_title, k.stay_id, s.reference as stay_reference, k.template_id, k.kind,
         k.title, k.due_on, k.window_start, k.window_end, k.assignee_staff_id,
         coalesce(nullif(btrim(m.name), ''), m.email) as assignee_staff_name, k.assignee_vendor_id,
         v.name as assignee_vendor_name, k.state, k.state_changed_at, k.note, k.inspection_note, k.created_at,
         exists (select 1 from public.same_day_turnovers t where t.rental_id = k.rental_id and t.day = k.due_on)
           as same_day_turnover
    from public.tasks k
    join public.rentals r on r.id = k.rental_id
    left join public.stays s on s.id = k.stay_id
    left join public.staff_members m on m.user_id = k.assignee_staff_id
    left join public.vendors v on v.id = k.assignee_vendor_id;

import { redirect } from 'react-router';
import { signOut } from '#app/server/auth/auth.server';
import type { Route } from './+types/logout';

/** Nothing happens on GET: signing out is a POST (a link or prefetch must never end a session). */
export function loader() {
  return redirect('/');
}

/** Ends every session of the account (global scope, SPEC §6) and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  return redirect('/', { headers: await signOut(request) });
}

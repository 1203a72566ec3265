import { Navigate, Outlet, useLocation } from 'react-router';
import { useConsoleClient } from '../app/ConsoleProviders';
import { sessionUser } from '../app/session';

/** What /signin reads to send the user back where they were going. */
export interface SignInState {
  from?: string;
}

/** Lets signed-in users through; sends visitors to /signin, remembering where they were going. */
export function RequireSession() {
  const client = useConsoleClient();
  const location = useLocation();
  if (!sessionUser(client)) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/signin" replace state={state} />;
  }
  return <Outlet />;
}

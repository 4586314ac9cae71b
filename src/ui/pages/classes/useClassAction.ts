// A class call for a screen: the team screens' action (busy, the server's message on failure, the
// player refreshed from the answer), reused as it is.
export {
  useTeamAction as useClassAction,
  type TeamAction as ClassAction,
} from '../team/useTeamAction';

// A button that runs one team call through the screen's TeamAction: disabled while any call of
// the screen runs, and `done` said when it succeeds. `about` names what the button acts on for a
// screen reader ("Accept" beside each applicant reads "Accept Sam").
import type { ReactNode } from 'react';

import { Button } from '../../components/Button';
import type { TeamAction } from './useTeamAction';

interface ActionButtonProps {
  action: TeamAction;
  call: () => Promise<unknown>;
  done: string;
  children: ReactNode;
  about?: string;
  variant?: 'ghost' | 'accent';
  size?: 'sm';
}

export function ActionButton({ action, call, done, children, about, ...look }: ActionButtonProps) {
  return (
    <Button {...look} disabled={action.busy} onClick={() => void action.run(call, done)}>
      {children}
      {about !== undefined && <span className="visually-hidden"> {about}</span>}
    </Button>
  );
}

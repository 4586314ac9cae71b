// The Class message modal (SPEC §2 'Message from {teacher name or your teacher}:', Close; §5 gold
// members and unexpired only). Shown once per message: Close tells the server, which keeps the
// last message seen on the account, so another device does not show it again. Never over a race.
import { useState } from 'react';

import { classMessageHeading, classMessageToShow } from '../../domain/classes/classRules';
import { classEndpoints } from '../../domain/contracts/classEndpoints';
import { isRaceTab } from '../../domain/nav/routes';
import type { User } from '../../domain/user';
import { api } from '../api';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useSession } from '../stores/sessionStore';

export function ClassMessageModal({
  user,
  pathname,
  nowSeconds,
}: {
  user: User;
  pathname: string;
  nowSeconds: number;
}) {
  const refreshUser = useSession((state) => state.refreshUser);
  const [closed, setClosed] = useState(0);
  const message = classMessageToShow(user, nowSeconds);
  if (!message || message.messageID <= closed || isRaceTab(pathname)) return null;
  const close = () => {
    setClosed(message.messageID);
    api
      .call(classEndpoints.classMessageSeen, { body: { messageID: message.messageID } })
      .then(({ user: fresh }) => refreshUser(fresh))
      // Not marked: it shows once more next visit, which is harmless.
      .catch(() => undefined);
  };
  return (
    <Modal title={classMessageHeading(user.classData?.teacherName)} onClose={close}>
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</p>
      <div>
        <Button variant="accent" onClick={close}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
